import { and, asc, desc, eq, like, notLike } from 'drizzle-orm'
import { fairArticles } from './schema'
import type { GuideArticle, GuideChapter, GuideEntry } from '../../../src/contract/fair'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

const SUMMARY_LENGTH = 80
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
// Landlines with their area code (0592-5959800, +86-592-...), 400 service lines and mobiles, as a person writes them.
const PHONE = /(?<![\d+-])(?:\+86[- ]?)?(?:0?[1-9]\d{1,2}-\d{7,8}|400-?\d{3}-?\d{4}|1[3-9]\d{9})(?![\d-])/g
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

/** The text of sanitised HTML, tags dropped and the escapes the sanitiser writes decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first paragraph's text, cut to a card's length. */
export function summaryOf(html: string): string {
  const first = plainText(/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html)
  return first.length > SUMMARY_LENGTH ? `${first.slice(0, SUMMARY_LENGTH - 1)}…` : first
}

/** The phone numbers and emails a text gives, each once, in reading order. */
export function contactsIn(text: string): { phones: string[]; emails: string[] } {
  const emails = [...new Set(text.match(EMAIL) ?? [])]
  // Emails first, so digits inside one are never read as a phone number.
  const rest = emails.reduce((s, email) => s.split(email).join(' '), text)
  return { phones: [...new Set(rest.match(PHONE) ?? [])], emails }
}

function columns(lang: Lang) {
  return {
    ...columnsOf(fairArticles, 'id', 'code'),
    ...localized(lang, fairArticles, 'title', 'content'),
    ...columnsOf(fairArticles, 'cover', 'publishTime'),
  }
}

type Row = { id: number; code: string; title: string; content: string; cover: string; publishTime: Date }

function entryOf({ content, publishTime, ...row }: Row): GuideEntry {
  return { ...row, summary: summaryOf(content), publishTime: publishTime.getTime(), ...contactsIn(plainText(content)) }
}

/** The articles directly under a code, newest first then in seed order (a section's topics, a topic's articles). */
export async function listGuide(db: Database, lang: Lang, prefix: string): Promise<GuideEntry[]> {
  const rows = await db
    .select(columns(lang))
    .from(fairArticles)
    .where(and(like(fairArticles.code, `${prefix}.%`), notLike(fairArticles.code, `${prefix}.%.%`)))
    .orderBy(desc(fairArticles.publishTime), asc(fairArticles.id))
  return rows.map(entryOf)
}

/** A guide article (its code has a section before a dot) with the articles under it and the one above. */
export async function getGuideArticle(db: Database, lang: Lang, id: number): Promise<GuideArticle | null> {
  const [row] = await db.select(columns(lang)).from(fairArticles).where(eq(fairArticles.id, id))
  if (!row || !row.code.includes('.')) return null
  const parentCode = row.code.slice(0, row.code.lastIndexOf('.'))
  const [entries, [parent]] = await Promise.all([
    listGuide(db, lang, row.code),
    db
      .select({ id: fairArticles.id, code: fairArticles.code, ...localized(lang, fairArticles, 'title') })
      .from(fairArticles)
      .where(eq(fairArticles.code, parentCode)),
  ])
  return { ...entryOf(row), content: row.content, entries, parent: parent ?? null }
}

/** The articles one level under a code with their texts, in seed order: a chapter page such as the handbook. */
export async function listChapters(db: Database, lang: Lang, prefix: string): Promise<GuideChapter[]> {
  const rows = await db
    .select(columns(lang))
    .from(fairArticles)
    .where(and(like(fairArticles.code, `${prefix}.%`), notLike(fairArticles.code, `${prefix}.%.%`)))
    .orderBy(asc(fairArticles.id))
  return rows.map(({ id, code, title, content }) => ({ id, code, title, content, ...contactsIn(plainText(content)) }))
}
