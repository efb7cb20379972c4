import { useEffect, useState } from 'react'
import { usePageReadiness } from '@/components/page-ready'
import type { Api } from '@/services/api'
import { useStores } from '@/stores/context'

/**
 * A value of the signed-in user's, read from the server: `initial` while signed out, before the answer, when the
 * read fails or when there is nothing to read (`read` undefined); read again on sign-in and when `deps` change.
 * The setter records what a later action on the page changed.
 */
export function useSignedInValue<T>(initial: T, read: ((api: Api) => Promise<T>) | undefined, deps: unknown[]) {
  const { api, user } = useStores()
  const readiness = usePageReadiness()
  const [value, setValue] = useState(initial)
  useEffect(() => {
    setValue(initial)
    if (!read || !user.loggedIn) return
    let live = true
    // The page is not ready before the answer: it may decide what the page shows.
    const release = readiness?.hold()
    read(api)
      .then((next) => live && setValue(next))
      .catch(() => undefined)
      .finally(release)
    return () => {
      live = false
      release?.()
    }
    // `read` and `initial` are fixed per caller; the login state and `deps` decide a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, readiness, user.loggedIn, ...deps])
  return [value, setValue] as const
}
