// Every message of every domain, in both languages; a new domain's messages.ts adds its line.
import type { Lang } from './lang'
import { PLATFORM_MESSAGES } from './messages'
import { ACCOUNT_MESSAGES } from '../account/messages'
import { CITY_MESSAGES } from '../city/messages'
import { COLLECTIBLE_MESSAGES } from '../collectible/messages'
import { CONTENT_MESSAGES } from '../content/messages'
import { ENTERPRISE_MESSAGES } from '../enterprise/messages'
import { MEETING_MESSAGES } from '../meeting/messages'
import { OPERATOR_MESSAGES } from '../operator/messages'
import { POINTS_MESSAGES } from '../points/messages'
import { SHARE_MESSAGES } from '../share/messages'

const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CITY_MESSAGES,
  ...COLLECTIBLE_MESSAGES,
  ...CONTENT_MESSAGES,
  ...ENTERPRISE_MESSAGES,
  ...MEETING_MESSAGES,
  ...OPERATOR_MESSAGES,
  ...POINTS_MESSAGES,
  ...SHARE_MESSAGES,
}

export type MessageKey = keyof typeof MESSAGES

type ParamsOf<K> = K extends MessageKey
  ? (typeof MESSAGES)[K]['zh'] extends (params: infer P) => string
    ? P
    : never
  : never

/** The values a message shows, when it shows any: a key whose text has none takes nothing. */
export type MessageArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: ParamsOf<K>]

/** The text of a message in a language, with its values filled in. */
export function messageText<K extends MessageKey>(key: K, lang: Lang, ...args: MessageArgs<K>): string {
  // MessageArgs already matched the values to the key, so the text takes whatever was given.
  const text = MESSAGES[key][lang] as string | ((params: unknown) => string)
  return typeof text === 'function' ? text(args[0]) : text
}
