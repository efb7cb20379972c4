import { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { PointsAction } from '@/contract/points.codes'
import { currentSurface } from '@/platform/environment'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { setCurrentShare } from './current-share'
import type { ShareContent } from './share-content'
import { configureWechatShare, loadWechatSdk, shareLink } from './wechat-share'
import { rewardCompletedAction } from '../points/reward-context'

/** The query string of the current page, for share links that reopen the same content. */
function queryOf(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== '$taroTimestamp' && key !== 'token')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')
}

/**
 * Share to chat and to timeline for the current page, with the content's title and image: the mini program's share
 * (the page's config must enable it), in WeChat's browser the JS-SDK share card, and in the app the shell's share
 * button. The login token is never put into a shared link.
 */
export function usePageShare(content: ShareContent | undefined) {
  const { path, params } = useRouter()
  const latest = useRef(content)
  latest.current = content
  const query = queryOf(params)

  const stores = useStores()
  const { api } = stores
  const t = useT()
  const pagePath = query ? `${path.split('?')[0]}?${query}` : path.split('?')[0]
  // The share points are claimed once the server has recorded the share they are credited against.
  const reward = () => void rewardCompletedAction(stores, PointsAction.dailyShare)
  const rewardAfter = (report: Promise<unknown>) => void report.catch(() => undefined).then(reward)
  // The app shell reports only that its share completed; the page records it.
  const rewardShellShare = () => rewardAfter(api.share.shareDone(shareLink(window.location.href)))
  // WeChat calls these when the user taps share; that tap is what share/clickHandler records. The mini program is
  // never told whether the share went through, so there the tap is the completed share that earns points.
  const recordClick = () => rewardAfter(api.share.shareClick(pagePath))

  useShareAppMessage(() => {
    recordClick()
    return {
      title: latest.current?.title ?? '',
      imageUrl: latest.current?.image ? assetUrl(latest.current.image) : undefined,
      path: pagePath,
    }
  })
  useShareTimeline(() => {
    recordClick()
    return {
      title: latest.current?.title ?? '',
      imageUrl: latest.current?.image ? assetUrl(latest.current.image) : undefined,
      query,
    }
  })

  const shown = content && `${content.title}|${content.image ?? ''}`
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return
    setCurrentShare(content, t('app.fairName'), rewardShellShare)
    return () => setCurrentShare(undefined)
    // The app shell's share button offers the item on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])
  useEffect(() => {
    if (!content || currentSurface() !== 'wechat-browser') return
    void loadWechatSdk()
      .then((wx) => wx && configureWechatShare(api, wx, window.location.href, content, t('app.fairName'), reward))
      .catch(() => undefined)
    // Once per item shown; the card follows the item, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])
}
