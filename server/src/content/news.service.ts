import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { news } from './schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type { NewsCard, NewsDetail } from '../../../src/contract/content'
import { NEWS_CATEGORIES, type NewsCategory } from '../../../src/contract/content.codes'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { containsPattern } from '../platform/like'
import { optionLabel } from '../platform/options'
import { options } from '../platform/options.schema'
import { pageOf } from '../platform/page'
import { countView } from '../platform/views'

function cardColumns(lang: Lang) {
  return {
    id: news.id,
    title: pick(lang, news.titleZh, news.titleEn),
    summary: pick(lang, news.summaryZh, news.summaryEn),
    cover: news.cover,
    source: pick(lang, news.sourceZh, news.sourceEn),
    category: optionLabel(lang, news.categoryId),
    publishTime: news.publishTime,
    views: news.views,
  }
}

const toCard = <R extends { publishTime: Date }>(row: R) => ({ ...row, publishTime: row.publishTime.getTime() })

function keywordFilter(keyword?: string): SQL | undefined {
  const trimmed = keyword?.trim()
  if (!trimmed) return undefined
  const pattern = containsPattern(trimmed)
  return or(
    ilike(news.titleZh, pattern),
    ilike(news.titleEn, pattern),
    ilike(news.summaryZh, pattern),
    ilike(news.summaryEn, pattern),
  )
}

/** The category's option: news_category options are sorted in NEWS_CATEGORIES order. */
function categoryFilter(category?: NewsCategory): SQL | undefined {
  if (!category) return undefined
  const sort = NEWS_CATEGORIES.indexOf(category)
  return eq(
    news.categoryId,
    sql`(select ${options.id} from ${options} where ${options.kind} = 'news_category' and ${options.sort} = ${sort})`,
  )
}

export interface NewsFilter {
  keyword?: string
  category?: NewsCategory
}

/** News cards (no content) of the category whose title or summary contains the keyword, newest first. */
export async function searchNews(
  db: Database,
  lang: Lang,
  filter: NewsFilter,
  page: PageQuery,
): Promise<Page<NewsCard>> {
  const where = and(keywordFilter(filter.keyword), categoryFilter(filter.category))
  return pageOf(
    page,
    db.select(cardColumns(lang)).from(news).where(where).orderBy(desc(news.publishTime), desc(news.id)),
    db.$count(news, where),
    toCard,
  )
}

/** One news item with its rich text; counts the view. Null when the id matches nothing. */
export async function getNews(db: Database, lang: Lang, id: number): Promise<NewsDetail | null> {
  const [row] = await countView(db, news, eq(news.id, id)).returning({
    ...cardColumns(lang),
    content: pick(lang, news.contentZh, news.contentEn),
  })
  return row ? toCard(row) : null
}
