/** Strings of the network domain, each key prefixed `network.`; the source of truth for `network.en.ts`. */
export const zh = {
  'network.route.projectGroupList': '项目群聊',
  'network.route.createGroupChat': '创建群聊',
  'network.route.selectGroupOwner': '选择群主',
  'network.route.groupDetail': '群聊信息',
  'network.route.chatRoom': '聊天',
  'network.route.onlineService': '在线客服',
  'network.route.goldkeyCircle': '投资圈',
  'network.route.goldkeySocialDetail': '动态详情',
  'network.route.goldkeyLike': '我的点赞',
  'network.route.goldkeyConvention': '投资圈活动',
  'network.route.goldkeyRelease': '发布动态',
  'network.route.mypageDynamic': '我的动态',
  'network.route.mypageCreative': '创作文章',
  'network.route.mypageCreativeSearch': '搜索文章',
  'network.route.mypageCreativeArticle': '文章详情',
  'network.my.chats': '我的群聊与消息',
} as const
