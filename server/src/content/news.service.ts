import { eq } from 'drizzle-orm'
import { news } from './schema'
import type { NewsDetail } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { cardBasics, type Lang, localized } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

function cardColumns(lang: Lang) {
  return {
    ...cardBasics(lang, news),
    ...localized(lang, news, 'source'),
    category: optionLabel(lang, news.categoryId),
    ...columnsOf(news, 'publishTime', 'views'),
  }
}

const toCard = <R extends { publishTime: Date }>(row: R) => ({ ...row, publishTime: row.publishTime.getTime() })

/** One news item with its rich text; counts the view. Null when the id matches nothing. */
export async function getNews(db: Database, lang: Lang, id: number): Promise<NewsDetail | null> {
  const [row] = await countView(db, news, eq(news.id, id)).returning({
    ...cardColumns(lang),
    ...localized(lang, news, 'content'),
  })
  return row ? toCard(row) : null
}
