/** Strings of the network domain, each key prefixed `network.`; the source of truth for `network.en.ts`. */
export const zh = {
  'network.route.projectGroupList': '项目群聊',
} as const
