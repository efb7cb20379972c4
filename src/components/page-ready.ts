import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'

/**
 * What keeps a page from being "ready": its first loads still on their way, and loading states still shown. The page
 * shell marks the page ready when none is left (`data-ready` on H5, `dataReady` in the mini program's page data), so
 * checks wait on that mark instead of on the network going idle or a fixed sleep.
 */
export class PageReadiness {
  private holds = 0
  private changed = () => {}

  get settled(): boolean {
    return this.holds === 0
  }

  /** Calls `changed` whenever the page goes from ready to held or back; answers how to stop. */
  listen(changed: () => void): () => void {
    this.changed = changed
    return () => {
      this.changed = () => {}
    }
  }

  /** Holds the page until the answer is called (once). */
  hold(): () => void {
    this.holds += 1
    if (this.holds === 1) this.changed()
    let released = false
    return () => {
      if (released) return
      released = true
      this.holds -= 1
      if (this.holds === 0) this.changed()
    }
  }
}

// Keyed by the page's path with its instance stamp: Taro makes a new router object each time a page shows, so
// components mounted after that would otherwise find another page's readiness.
const pages = new Map<string, PageReadiness>()

/**
 * The readiness of the page a component belongs to, whether it renders inside the page shell or around it (a page's
 * own top-level loads); null outside any page.
 */
export function usePageReadiness(): PageReadiness | null {
  const key = (useRouter() as { $taroPath?: string } | null)?.$taroPath
  if (!key) return null
  let readiness = pages.get(key)
  if (!readiness) pages.set(key, (readiness = new PageReadiness()))
  return readiness
}

/** Forgets a closed page's readiness (the page shell, when it unmounts). */
export function forgetPageReadiness(readiness: PageReadiness): void {
  for (const [key, value] of pages) if (value === readiness) pages.delete(key)
}

/**
 * Holds the page's ready mark while `loading` is true. The hold is taken and released in effects, after the render
 * that shows the answer, so content that the answer mounts (and the loads it starts) counts before the mark is set.
 */
export function useReadyHold(loading: boolean): void {
  const readiness = usePageReadiness()
  useEffect(() => (loading && readiness ? readiness.hold() : undefined), [loading, readiness])
}
