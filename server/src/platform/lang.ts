import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'

export type Lang = 'zh' | 'en'

/** The client sends `lang: en` for English; anything else (or nothing) means Chinese. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers.lang
  const value = Array.isArray(header) ? header[0] : header
  return value && /^en(\b|[-_])/i.test(value.trim()) ? 'en' : 'zh'
}

/** Picks the zh or en variant of a value (or of a column, inside a select). */
export function pick<Zh, En>(lang: Lang, zh: Zh, en: En): Zh | En {
  return lang === 'en' ? en : zh
}

/**
 * The request-language column of each named bilingual text, for a select: `...localized(lang, news, 'title', 'summary')`
 * is `{ title: news.titleZh | news.titleEn, summary: ... }`.
 */
export function localized<T, N extends string>(
  lang: Lang,
  table: T & Record<`${N}Zh` | `${N}En`, unknown>,
  ...names: N[]
): { [K in N]: T[`${K}Zh` & keyof T] | T[`${K}En` & keyof T] } {
  const columns = table as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, pick(lang, columns[`${name}Zh`], columns[`${name}En`])])) as {
    [K in N]: T[`${K}Zh` & keyof T] | T[`${K}En` & keyof T]
  }
}

type CardTable = { id: AnyPgColumn; cover: AnyPgColumn } & Record<
  'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn',
  AnyPgColumn
>

/** What a content card selects first: its id, title and summary in the request's language, and its cover. */
export function cardBasics<T extends CardTable>(lang: Lang, table: T) {
  const { id, cover } = table as Pick<T, 'id' | 'cover'>
  return { id, ...localized(lang, table, 'title', 'summary'), cover }
}
