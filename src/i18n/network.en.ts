import type { zh } from './network'

/** English strings of the network domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'network.route.projectGroupList': 'Project Group Chats',
}
