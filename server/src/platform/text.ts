import type { Lang } from './lang'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'

/** A user-facing text in both languages. */
export interface Text {
  zh: string
  en: string
}

export const t = (zh: string, en: string): Text => ({ zh, en })

/** The zh and en columns of each named text: `bilingualColumns({ title, summary })` is titleZh, titleEn, summaryZh, summaryEn. */
export function bilingualColumns<N extends string>(texts: Record<N, Text>): Record<`${N}Zh` | `${N}En`, string> {
  return Object.fromEntries(
    (Object.entries(texts) as [N, Text][]).flatMap(([name, text]) => [
      [`${name}Zh`, text.zh],
      [`${name}En`, text.en],
    ]),
  ) as Record<`${N}Zh` | `${N}En`, string>
}

/** A page made of parts written in both languages, in one language. */
export const sections =
  (...parts: Text[]) =>
  (lang: Lang): string =>
    parts.map((part) => part[lang]).join('')

/** How a seeded page opens: its summary as a paragraph, then a heading. */
export const opening = (summary: Text, heading: Text): Text =>
  t(`<p>${summary.zh}</p><h3>${heading.zh}</h3>`, `<p>${summary.en}</p><h3>${heading.en}</h3>`)

/** The rich text columns as stored: the page written in each language, sanitised. */
export function richText(html: (lang: Lang) => string): { contentZh: string; contentEn: string } {
  return { contentZh: sanitizeHtml(html('zh')), contentEn: sanitizeHtml(html('en')) }
}

export const DAY_MS = 86_400_000

/** "12.5亿元" / "CNY 1.25 billion" for an amount in yuan. */
export function formatYuan(amount: number): Text {
  const zh = amount >= 1e8 ? `${trim(amount / 1e8)}亿元` : `${trim(amount / 1e4)}万元`
  const en = amount >= 1e9 ? `CNY ${trim(amount / 1e9)} billion` : `CNY ${trim(amount / 1e6)} million`
  return { zh, en }
}

function trim(value: number): string {
  return String(Number(value.toFixed(2)))
}

/** A fair-local time (UTC+8) on a given September 2026 day. */
export function fairTime(day: number, hhmm: string): Date {
  return new Date(`2026-09-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`)
}
