import { callNative } from '../../platform/native-bridge'
import { assetUrl } from '../../services/http/asset-url'
import type { ShareContent } from './share-content'
import { shareLink } from './wechat-share'

// What the page on screen offers for sharing; the app shell's share button asks for it when tapped.
let current: { content: ShareContent; description: string } | undefined

export function setCurrentShare(content: ShareContent | undefined, description = ''): void {
  current = content && { content, description }
}

/** Hands the page on screen to the native shell's share sheet: its content, or the page title and address. */
export function shareCurrentPage(): boolean {
  const href = window.location.href
  const image = current?.content.image
  return callNative('share', {
    title: current?.content.title ?? document.title,
    desc: current?.description || undefined,
    image: image ? new URL(assetUrl(image), href).toString() : undefined,
    url: shareLink(href),
  })
}
