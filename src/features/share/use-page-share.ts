import { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useRef } from 'react'
import { assetUrl } from '../../services/http/asset-url'

export interface ShareContent {
  title: string
  /** A server image path or URL; the mini program needs it absolute. */
  image?: string
}

/** The query string of the current page, for share links that reopen the same content. */
function queryOf(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== '$taroTimestamp' && key !== 'token')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')
}

/**
 * The mini program's share to chat and to timeline for the current page, with the content's title and image
 * (the page's config must enable them). The login token is never put into a shared link.
 */
export function usePageShare(content: ShareContent | undefined) {
  const { path, params } = useRouter()
  const latest = useRef(content)
  latest.current = content
  const query = queryOf(params)

  useShareAppMessage(() => ({
    title: latest.current?.title ?? '',
    imageUrl: latest.current?.image ? assetUrl(latest.current.image) : undefined,
    path: query ? `${path.split('?')[0]}?${query}` : path.split('?')[0],
  }))
  useShareTimeline(() => ({
    title: latest.current?.title ?? '',
    imageUrl: latest.current?.image ? assetUrl(latest.current.image) : undefined,
    query,
  }))
}
