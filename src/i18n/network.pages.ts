import { registerPageStrings } from './index'
import { en } from './network.pages.en'

/**
 * Strings only the network subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in network.ts.
 */
export const zh = {
  'network.groupSearchPlaceholder': '搜索群聊名称',
  'network.groupCount': '共 {count} 个群聊',
  'network.groupOpen': '公开群',
  'network.groupPrivate': '私密群',
  'network.groupFull': '已满员',
  'network.groupMembers': '{count}/{limit} 人',
  'network.groupProject': '关联项目：{title}',
} as const

registerPageStrings(zh, en)
