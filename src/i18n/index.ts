import { enUS } from './en-us'
import { zhCN, type MessageKey } from './zh-cn'

export type { MessageKey }
export type Language = 'zh-cn' | 'en-us'
export const LANGUAGES: readonly Language[] = ['zh-cn', 'en-us']
export const DEFAULT_LANGUAGE: Language = 'zh-cn'

const dictionaries: Record<Language, Record<MessageKey, string>> = { 'zh-cn': zhCN, 'en-us': enUS }

export type MessageParams = Record<string, string | number>

/** Looks a key up in one language and fills `{name}` placeholders. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text = dictionaries[language][key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export type Translate = (key: MessageKey, params?: MessageParams) => string

export function translator(language: Language): Translate {
  return (key, params) => translate(language, key, params)
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
