import type { zh } from './network'

/** English strings of the network domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'network.route.projectGroupList': 'Project Group Chats',
  'network.groupSearchPlaceholder': 'Search group chats',
  'network.groupCount': '{count} group chats',
  'network.groupOpen': 'Open',
  'network.groupPrivate': 'Private',
  'network.groupFull': 'Full',
  'network.groupMembers': '{count}/{limit} members',
  'network.groupProject': 'Project: {title}',
}
