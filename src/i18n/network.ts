/** Strings of the network domain, each key prefixed `network.`; the source of truth for `network.en.ts`. */
export const zh = {
  'network.route.projectGroupList': '项目群聊',
  'network.groupSearchPlaceholder': '搜索群聊名称',
  'network.groupCount': '共 {count} 个群聊',
  'network.groupOpen': '公开群',
  'network.groupPrivate': '私密群',
  'network.groupFull': '已满员',
  'network.groupMembers': '{count}/{limit} 人',
  'network.groupProject': '关联项目：{title}',
} as const
