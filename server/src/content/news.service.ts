import { eq } from 'drizzle-orm'
import { news } from './schema'
import type { NewsDetail } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
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

/** One news item with its rich text; counts the view. Null when the id matches nothing. */
export async function getNews(db: Database, lang: Lang, id: number): Promise<NewsDetail | null> {
  const [row] = await countView(db, news, eq(news.id, id)).returning({
    ...cardColumns(lang),
    content: pick(lang, news.contentZh, news.contentEn),
  })
  return row ? toCard(row) : null
}
