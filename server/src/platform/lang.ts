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
