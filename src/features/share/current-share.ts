import { callNative, NATIVE_SHARE_DONE_CALLBACK } from '@/platform/native-bridge'
import { assetUrl } from '@/services/http/asset-url'
import type { ShareContent } from './share-content'
import { shareLink } from './wechat-share'

// What the page on screen offers for sharing; the app shell's share button asks for it when tapped.
let current: { content: ShareContent; description: string; onShared?: () => void } | undefined

export function setCurrentShare(content: ShareContent | undefined, description = '', onShared?: () => void): void {
  current = content && { content, description, onShared }
}

/**
 * Hands the page on screen to the native shell's share sheet: its content, or the page title and address. The
 * shell calls back once the share is completed, which reaches the page's `onShared` (the share points).
 */
export function shareCurrentPage(): boolean {
  const href = window.location.href
  const image = current?.content.image
  const onShared = current?.onShared
  const w = window as unknown as Record<string, (() => void) | undefined>
  w[NATIVE_SHARE_DONE_CALLBACK] = () => {
    w[NATIVE_SHARE_DONE_CALLBACK] = undefined
    onShared?.()
  }
  const sent = callNative('share', {
    title: current?.content.title ?? document.title,
    desc: current?.description || undefined,
    image: image ? new URL(assetUrl(image), href).toString() : undefined,
    url: shareLink(href),
    callback: NATIVE_SHARE_DONE_CALLBACK,
  })
  if (!sent) w[NATIVE_SHARE_DONE_CALLBACK] = undefined
  return sent
}
