import type { DomainMessages } from '../platform/messages'

/** What the share calls answer. */
export const SHARE_MESSAGES = {
  'share.notConfigured': {
    zh: '本服务器暂未开通微信分享签名，请使用页面右上角的菜单分享',
    en: 'WeChat share signing is not set up on this server; share from the page menu instead',
  },
} as const satisfies DomainMessages<'share'>
