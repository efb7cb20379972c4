// Every message of every domain, in both languages; a new domain's messages.ts and messages.en.ts add their lines.
import type { Lang } from './lang'
import { type EnglishOf, zh as platformZh } from './messages'
import { en as platformEn } from './messages.en'
import { zh as accountZh } from '../account/messages'
import { en as accountEn } from '../account/messages.en'
import { zh as cityZh } from '../city/messages'
import { en as cityEn } from '../city/messages.en'
import { zh as collectibleZh } from '../collectible/messages'
import { en as collectibleEn } from '../collectible/messages.en'
import { zh as contentZh } from '../content/messages'
import { en as contentEn } from '../content/messages.en'
import { zh as enterpriseZh } from '../enterprise/messages'
import { en as enterpriseEn } from '../enterprise/messages.en'
import { zh as fairZh } from '../fair/messages'
import { en as fairEn } from '../fair/messages.en'
import { zh as meetingZh } from '../meeting/messages'
import { en as meetingEn } from '../meeting/messages.en'
import { zh as networkZh } from '../network/messages'
import { en as networkEn } from '../network/messages.en'
import { zh as operatorZh } from '../operator/messages'
import { en as operatorEn } from '../operator/messages.en'
import { zh as pointsZh } from '../points/messages'
import { en as pointsEn } from '../points/messages.en'
import { zh as registrationZh } from '../registration/messages'
import { en as registrationEn } from '../registration/messages.en'
import { zh as shareZh } from '../share/messages'
import { en as shareEn } from '../share/messages.en'

const ZH = {
  ...platformZh,
  ...accountZh,
  ...cityZh,
  ...collectibleZh,
  ...contentZh,
  ...enterpriseZh,
  ...fairZh,
  ...meetingZh,
  ...networkZh,
  ...operatorZh,
  ...pointsZh,
  ...registrationZh,
  ...shareZh,
}

const EN: EnglishOf<typeof ZH> = {
  ...platformEn,
  ...accountEn,
  ...cityEn,
  ...collectibleEn,
  ...contentEn,
  ...enterpriseEn,
  ...fairEn,
  ...meetingEn,
  ...networkEn,
  ...operatorEn,
  ...pointsEn,
  ...registrationEn,
  ...shareEn,
}

const MESSAGES: Record<Lang, EnglishOf<typeof ZH>> = { zh: ZH, en: EN }

export type MessageKey = keyof typeof ZH

type ParamsOf<K> = K extends MessageKey ? ((typeof ZH)[K] extends (params: infer P) => string ? P : never) : never

/** The values a message shows, when it shows any: a key whose text has none takes nothing. */
export type MessageArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: ParamsOf<K>]

/** The text of a message in a language, with its values filled in. */
export function messageText<K extends MessageKey>(key: K, lang: Lang, ...args: MessageArgs<K>): string {
  // MessageArgs already matched the values to the key, so the text takes whatever was given.
  const text = MESSAGES[lang][key] as string | ((params: unknown) => string)
  return typeof text === 'function' ? text(args[0]) : text
}
