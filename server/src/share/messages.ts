import type { DomainMessages } from '../platform/messages'

/** What the share calls answer. */
export const zh = {
  'share.notConfigured': '本服务器暂未开通微信分享签名，请使用页面右上角的菜单分享',
  'share.qrCodeNotConfigured': '本服务器暂未配置小程序码生成，请在微信中搜索“投洽会”小程序',
  'share.qrCodeFailed': '小程序码生成失败，请稍后再试',
} as const satisfies DomainMessages<'share'>

type ShareMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends ShareMessages {}
}
