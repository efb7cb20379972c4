import type { GuideArticle, GuideEntry } from '@/contract/fair'

const DAY = 86_400_000
const SEPT_1 = Date.UTC(2026, 8, 1, 2)

/** A guide row as the server answers it: no phones or emails unless given. */
export const guideEntry = (id: number, code: string, title: string, extra: Partial<GuideEntry> = {}): GuideEntry => ({
  id,
  code,
  title,
  summary: `${title}的说明`,
  cover: '/static/img/service-1.svg',
  publishTime: SEPT_1 - id * DAY,
  phones: [],
  emails: [],
  ...extra,
})

export const guideArticle = (entry: GuideEntry, extra: Partial<GuideArticle> = {}): GuideArticle => ({
  ...entry,
  content: `<p>${entry.summary}</p>`,
  entries: [],
  parent: null,
  ...extra,
})
