import type { zh } from './network'

/** English strings of the network domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'network.route.projectGroupList': 'Project Group Chats',
  'network.route.createGroupChat': 'Create a Group Chat',
  'network.route.selectGroupOwner': 'Choose the Group Owner',
  'network.route.groupDetail': 'Group Chat',
  'network.route.chatRoom': 'Chat',
  'network.route.onlineService': 'Online Customer Service',
  'network.route.goldkeyCircle': 'Investment Circle',
  'network.route.goldkeySocialDetail': 'Post',
  'network.route.goldkeyLike': 'My Likes',
  'network.route.goldkeyConvention': 'Circle Events',
  'network.route.goldkeyRelease': 'New Post',
  'network.route.mypageDynamic': 'My Posts',
  'network.route.mypageCreative': 'Creative Articles',
  'network.route.mypageCreativeSearch': 'Search Articles',
  'network.route.mypageCreativeArticle': 'Article',
  'network.my.chats': 'My chats and messages',
}
