import type { zh } from './network.pages'

/** English strings of the network subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'network.groupSearchPlaceholder': 'Search group chats',
  'network.groupCount': '{count} group chats',
  'network.groupOpen': 'Open',
  'network.groupPrivate': 'Private',
  'network.groupFull': 'Full',
  'network.groupMembers': '{count}/{limit} members',
  'network.groupProject': 'Project: {title}',
}
