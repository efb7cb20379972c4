import { ARTICLES, CHANGES, INDUSTRY_SHARES, PERIODS, REGION_SHARES, RELEASES, YEARS } from './commerce.fixtures'
import type {
  commerceArticles,
  commerceChanges,
  commerceReleases,
  commerceShares,
  commerceYears,
} from './commerce.schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { bilingualColumns, DAY_MS, t } from '../platform/text'

export function buildCommerceYears(): (typeof commerceYears.$inferInsert)[] {
  return YEARS.map(([year, projects, investment]) => ({ year, projects, investment }))
}

/** Each year's breakdowns; the shares drift a little each year so the years differ. */
export function buildCommerceShares(): Omit<typeof commerceShares.$inferInsert, 'id'>[] {
  return YEARS.flatMap(([year, projects, investment], y) =>
    (
      [
        ['industry', INDUSTRY_SHARES],
        ['region', REGION_SHARES],
      ] as const
    ).flatMap(([dimension, shares]) => {
      const weights = shares.map(([, share], i) => share * (1 + (((i + y) % 3) - 1) * 0.08))
      const sum = weights.reduce((a, b) => a + b, 0)
      return shares.map(([label], sort) => ({
        year,
        dimension,
        ...bilingualColumns({ label }),
        projects: Math.round((projects * weights[sort]) / sum),
        investment: Number(((investment * weights[sort]) / sum).toFixed(2)),
        sort,
      }))
    }),
  )
}

export function buildCommerceReleases(): Omit<typeof commerceReleases.$inferInsert, 'id'>[] {
  return PERIODS.flatMap(([period, zh, en, publishedOn], p) =>
    RELEASES.map(([indicator, title, unit, values, yoys], i) => ({
      indicator,
      period,
      ...bilingualColumns({ title: t(`2026年${zh}${title.zh}`, `${title.en}, ${en} 2026`), unit }),
      value: values[p],
      yoy: yoys[p],
      publishTime: new Date(`${publishedOn}T10:${String(i).padStart(2, '0')}:00+08:00`),
    })),
  )
}

export function buildCommerceChanges(): Omit<typeof commerceChanges.$inferInsert, 'id'>[] {
  return CHANGES.map(([year, category, title, before, after], sort) => ({
    year,
    ...bilingualColumns({ category, title, before, after }),
    sort,
  }))
}

export function buildCommerceArticles(now: Date): Omit<typeof commerceArticles.$inferInsert, 'id'>[] {
  return ARTICLES.map(([kind, title, summary, source, paragraphs], index) => ({
    kind,
    ...bilingualColumns({ title, summary, source }),
    contentZh: sanitizeHtml(paragraphs.map((p) => `<p>${p.zh}</p>`).join('')),
    contentEn: sanitizeHtml(paragraphs.map((p) => `<p>${p.en}</p>`).join('')),
    publishTime: new Date(now.getTime() - (index + 2) * 3 * DAY_MS),
  }))
}
