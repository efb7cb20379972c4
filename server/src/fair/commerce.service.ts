import { and, asc, desc, eq } from 'drizzle-orm'
import { commerceArticles, commerceChanges, commerceReleases, commerceShares, commerceYears } from './commerce.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  CommerceArticle,
  CommerceArticleCard,
  CommerceChange,
  CommerceFigure,
  CommerceRelease,
  CommerceStatistics,
} from '../../../src/contract/fair'
import type { CommerceArticleKind, CommerceIndicator } from '../../../src/contract/fair.codes'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, type Lang } from '../platform/lang'
import { tablePage } from '../platform/page'
import { columnsOf } from '../platform/select'

const releaseColumns = (lang: Lang) => ({
  ...columnsOf(commerceReleases, 'id', 'indicator', 'period', 'value', 'yoy', 'publishTime'),
  ...localized(lang, commerceReleases, 'title', 'unit'),
})

type ReleaseRow = Omit<CommerceRelease, 'publishTime'> & { publishTime: Date }
const releaseOf = ({ publishTime, ...row }: ReleaseRow): CommerceRelease => ({
  ...row,
  publishTime: publishTime.getTime(),
})

/** The latest release of each indicator: the commerce home's headline figures. */
export async function getOverview(db: Database, lang: Lang): Promise<CommerceFigure[]> {
  const rows = await db
    .selectDistinctOn([commerceReleases.indicator], releaseColumns(lang))
    .from(commerceReleases)
    .orderBy(asc(commerceReleases.indicator), desc(commerceReleases.publishTime))
  return rows.map(({ indicator, title, value, unit, yoy, period }) => ({
    indicator,
    label: title,
    value,
    unit,
    yoy,
    period,
  }))
}

/** Investment signed year over year, and a year's projects by industry and by region (the latest year by default). */
export async function getStatistics(db: Database, lang: Lang, year?: number): Promise<CommerceStatistics | null> {
  const years = await db.select().from(commerceYears).orderBy(asc(commerceYears.year))
  const chosen = year ?? years.at(-1)?.year
  if (chosen === undefined || !years.some((y) => y.year === chosen)) return null
  const shares = await db
    .select({
      dimension: commerceShares.dimension,
      ...localized(lang, commerceShares, 'label'),
      ...columnsOf(commerceShares, 'projects', 'investment'),
    })
    .from(commerceShares)
    .where(eq(commerceShares.year, chosen))
    .orderBy(asc(commerceShares.sort))
  const byYear = years.map((row, i) => ({
    ...row,
    yoy:
      i === 0 ? 0 : Number((((row.investment - years[i - 1].investment) / years[i - 1].investment) * 100).toFixed(1)),
  }))
  const part = (dimension: 'industry' | 'region') =>
    shares
      .filter((s) => s.dimension === dimension)
      .map(({ label, projects, investment }) => ({ label, projects, investment }))
  return {
    year: chosen,
    years: years.map((y) => y.year).reverse(),
    byYear,
    byIndustry: part('industry'),
    byRegion: part('region'),
  }
}

/** The statistical releases, newest first, of one indicator or of all. */
export function listReleases(
  db: Database,
  lang: Lang,
  { indicator }: { indicator?: CommerceIndicator | '' },
  page: PageQuery,
): Promise<Page<CommerceRelease>> {
  return tablePage(
    db,
    page,
    {
      table: commerceReleases,
      columns: releaseColumns(lang),
      where: indicator ? eq(commerceReleases.indicator, indicator) : undefined,
      orderBy: [desc(commerceReleases.publishTime), asc(commerceReleases.id)],
    },
    releaseOf,
  )
}

/** The business environment reforms, newest year first. */
export function listChanges(db: Database, lang: Lang): Promise<CommerceChange[]> {
  return db
    .select({
      ...columnsOf(commerceChanges, 'id', 'year'),
      ...localized(lang, commerceChanges, 'category', 'title', 'before', 'after'),
    })
    .from(commerceChanges)
    .orderBy(desc(commerceChanges.year), asc(commerceChanges.sort))
}

const articleCard = (lang: Lang) => ({
  ...columnsOf(commerceArticles, 'id', 'kind', 'publishTime'),
  ...localized(lang, commerceArticles, 'title', 'summary', 'source'),
})

type ArticleRow = Omit<CommerceArticleCard, 'publishTime'> & { publishTime: Date }
const cardOf = ({ publishTime, ...row }: ArticleRow): CommerceArticleCard => ({
  ...row,
  publishTime: publishTime.getTime(),
})

/** The local cases or the public notices, newest first, matched by a keyword when one is given. */
export function listArticles(
  db: Database,
  lang: Lang,
  { kind, keyword }: { kind: CommerceArticleKind; keyword?: string },
  page: PageQuery,
): Promise<Page<CommerceArticleCard>> {
  const match = keywordMatch(keyword, bilingualKeyword(commerceArticles, 'title', 'summary'))
  return tablePage(
    db,
    page,
    {
      table: commerceArticles,
      columns: articleCard(lang),
      where: and(eq(commerceArticles.kind, kind), match?.where),
      orderBy: [...(match ? [match.titleFirst] : []), desc(commerceArticles.publishTime), asc(commerceArticles.id)],
    },
    cardOf,
  )
}

export async function getArticle(db: Database, lang: Lang, id: number): Promise<CommerceArticle | null> {
  const [row] = await db
    .select({ ...articleCard(lang), ...localized(lang, commerceArticles, 'content') })
    .from(commerceArticles)
    .where(eq(commerceArticles.id, id))
  if (!row) return null
  const { content, ...card } = row
  return { ...cardOf(card), content }
}
