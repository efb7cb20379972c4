import { en } from './fair.pages.en'
import { registerPageStrings } from './index'

/**
 * Strings only the fair subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in fair.ts.
 */
export const zh = {
  'fair.notFound.title': '页面不存在',
  'fair.notFound.text': '您打开的地址 {path} 不存在或已下线',
  'fair.notFound.home': '返回首页',
  'fair.services.group.fair': '大会服务',
  'fair.services.group.content': '项目与园区',
  'fair.services.group.news': '资讯',
  'fair.services.group.enterprise': '企业与展商',
  'fair.services.group.media': '视频与嘉宾',
  'fair.services.group.city': '城市与服务',
  'fair.services.group.network': '对接与资料',
  'fair.services.searchAll': '全站搜索',
  'fair.services.pcZone': '城市专区（宽屏）',
} as const

registerPageStrings(zh, en)
