import type { DomainMessages } from '../platform/messages'

/** What the share calls answer. */
export const zh = {
  'share.notConfigured': '本服务器暂未开通微信分享签名，请使用页面右上角的菜单分享',
} as const satisfies DomainMessages<'share'>
