import type { Api } from '@/services/api'
import { assetUrl } from '@/services/http/asset-url'
import type { ShareContent } from './share-content'

/** The part of WeChat's JS-SDK (`wx`) the share uses. */
export interface WechatSdk {
  config(options: {
    debug: boolean
    appId: string
    timestamp: number
    nonceStr: string
    signature: string
    jsApiList: string[]
  }): void
  ready(callback: () => void): void
  error(callback: (reason: unknown) => void): void
  updateAppMessageShareData(options: ShareData): void
  updateTimelineShareData(options: Omit<ShareData, 'desc'>): void
}

interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
  success?: () => void
}

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
let loading: Promise<WechatSdk | undefined> | undefined

/** Loads WeChat's JS-SDK once (it only works inside WeChat's browser); undefined when it cannot load. */
export function loadWechatSdk(): Promise<WechatSdk | undefined> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = SDK_URL
    script.onload = () => resolve((window as unknown as { wx?: WechatSdk }).wx)
    script.onerror = () => resolve(undefined)
    document.head.appendChild(script)
  })
  return loading
}

/** The page address as shared: without the login token and without the #fragment. */
export function shareLink(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('token')
  url.hash = ''
  return url.toString()
}

/**
 * Signs the page on the server (`applet/shareSign`) and sets the WeChat share card to the content's title, summary and
 * image; a completed share is reported (`share/shareHandler`) and handed to `onShared`. Failures leave WeChat's default card.
 */
export async function configureWechatShare(
  api: Api,
  wx: WechatSdk,
  href: string,
  content: ShareContent,
  description: string,
  onShared: () => void = () => undefined,
) {
  const link = shareLink(href)
  const signature = await api.share.shareSign(href.split('#')[0])
  wx.config({ debug: false, ...signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
  const imgUrl = content.image ? new URL(assetUrl(content.image), href).toString() : ''
  // Reported first: the share points are claimed against the server's record of the share.
  const reportShare = () =>
    void api.share
      .shareDone(link)
      .catch(() => undefined)
      .then(onShared)
  wx.ready(() => {
    wx.updateAppMessageShareData({ title: content.title, desc: description, link, imgUrl, success: reportShare })
    wx.updateTimelineShareData({ title: content.title, link, imgUrl, success: reportShare })
  })
  wx.error(() => undefined)
}
