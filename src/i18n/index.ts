import { observable, runInAction } from 'mobx'
import { abbreviateNumber, abbreviateNumberEnglish } from '@/utils/number'
import { zhCN, type MainMessageKey, type MessageKey, type Messages } from './zh-cn'

export type { MessageKey }
export type Language = 'zh-cn' | 'en-us'
export const LANGUAGES: readonly Language[] = ['zh-cn', 'en-us']
export const DEFAULT_LANGUAGE: Language = 'zh-cn'

/** A language's main dictionary: what every page can read. */
export type Dictionary = Record<MainMessageKey, string>

/**
 * The dictionaries present. zh-cn is always here; en-us is registered by `dictionary-loader` (statically on weapp
 * and in tests, as a separate chunk on H5). Observable, so observers that translated re-render when one arrives.
 */
const dictionaries = observable.map<Language, Dictionary>([[DEFAULT_LANGUAGE, zhCN]], { deep: false })

/** Makes a language's strings available to `translate`. */
export function registerDictionary(language: Language, dictionary: Dictionary): void {
  runInAction(() => dictionaries.set(language, dictionary))
}

/**
 * The strings a subpackage's pages alone use, per language: `i18n/<domain>.pages.ts` registers its domain's when a
 * page of the subpackage loads it, so they never weigh on the main package or the first load.
 */
const pageStrings: Record<Language, Partial<Record<MessageKey, string>>> = { 'zh-cn': {}, 'en-us': {} }

/** Makes a subpackage's page strings available to `translate`, in both languages. */
export function registerPageStrings<K extends MessageKey>(zh: Record<K, string>, en: Record<K, string>): void {
  Object.assign(pageStrings['zh-cn'], zh)
  Object.assign(pageStrings['en-us'], en)
}

/** True once `translate` can answer in this language. */
export function hasDictionary(language: Language): boolean {
  return dictionaries.has(language)
}

export type MessageParams = Record<string, string | number>

/** The `{name}` placeholders of a message text (`{name|one|other}` names `name` too). */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Param}|${string}` ? Param : Name) | Placeholders<Rest>
  : never
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never

/**
 * What follows the key: a message with placeholders needs a value for each (a missing `{count}` fails to compile);
 * a key chosen at run time takes any parameters.
 */
export type MessageArgs<K extends MessageKey> =
  true extends IsUnion<K>
    ? [params?: MessageParams]
    : [Placeholders<Messages[K]>] extends [never]
      ? []
      : [params: Record<Placeholders<Messages[K]>, string | number>]

/**
 * A count as people read it (seed 000: from five digits in ten-thousand units, from nine in hundred-million units, two
 * decimals): 6.38万 in Chinese; in English thousands separated up to 9,999, then 63.84K, 1.20M.
 */
export function formatCount(language: Language, count: number): string {
  if (language === 'zh-cn')
    return abbreviateNumber(count, {
      tenThousand: zhCN['unit.tenThousand'],
      hundredMillion: zhCN['unit.hundredMillion'],
    })
  if (Math.abs(count) >= 10_000) return abbreviateNumberEnglish(count)
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

// {name}, or {name|one|other}: the word for a number, `one` for 1 and `other` otherwise (English plurals).
const PLACEHOLDER = /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g

/**
 * Looks a key up in one language (zh-cn until that language's dictionary is there) and fills its placeholders: a
 * number given as `count` is written as a count (formatCount); `{name|one|other}` picks the word for `name`.
 */
export function translate<K extends MessageKey>(language: Language, key: K, ...args: MessageArgs<K>): string {
  const params: MessageParams | undefined = args[0]
  const main = (dictionaries.get(language) ?? zhCN) as Partial<Record<MessageKey, string>>
  const text = main[key] ?? pageStrings[language][key] ?? pageStrings[DEFAULT_LANGUAGE][key] ?? key
  if (!params) return text
  return text.replace(PLACEHOLDER, (whole, name: string, one?: string, other?: string) => {
    if (!(name in params)) return whole
    const value = params[name]
    if (one !== undefined) return Number(value) === 1 ? one : (other ?? '')
    return name === 'count' && typeof value === 'number' ? formatCount(language, value) : String(value)
  })
}

export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string

export function translator(language: Language): Translate {
  return (key, ...args) => translate(language, key, ...args)
}

/** Reads a language tag from outside (query, storage, header) and falls back to the default. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined
  const tag = value.toLowerCase().replace('_', '-')
  if (tag === 'en' || tag.startsWith('en-')) return 'en-us'
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn'
  return undefined
}

/** The request client's `lang` header value (seed 001 section 7). */
export function langHeader(language: Language): 'en' | 'zh' {
  return language === 'en-us' ? 'en' : 'zh'
}
