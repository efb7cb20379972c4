import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { preDockingFiles, preDockingHistories, preDockingVideos } from './schema'
import { videos } from './schema'
import { selectVideoCards, toVideoCard } from './videos.service'
import type { FilterOf } from '../../../src/contract/common'
import type { Appendix } from '../../../src/contract/files'
import type {
  PreDockingHistoryCard,
  PreDockingHistoryDetail,
  PreDockingQuery,
  VideoCard,
} from '../../../src/contract/media'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { cardBasics, type Lang, localized } from '../platform/lang'
import { pageOf, tablePage, type KeywordSearch, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

export type PreDockingFilter = FilterOf<PreDockingQuery>

function historyColumns(lang: Lang) {
  return {
    ...cardBasics(lang, preDockingHistories),
    ...localized(lang, preDockingHistories, 'parties'),
    ...columnsOf(preDockingHistories, 'dockingTime', 'views'),
  }
}

const toHistory = <R extends { dockingTime: Date }>(row: R) => ({ ...row, dockingTime: row.dockingTime.getTime() })

/** Pre-docking history records, most recent session first (title matches first with a keyword). */
export const listHistories: KeywordSearch<PreDockingHistoryCard> = async (db, lang, keyword, page) => {
  const match = keywordMatch(keyword, bilingualKeyword(preDockingHistories, 'title', 'parties', 'summary'))
  return tablePage(
    db,
    page,
    {
      table: preDockingHistories,
      columns: historyColumns(lang),
      where: match?.where,
      orderBy: [
        ...(match ? [match.titleFirst] : []),
        desc(preDockingHistories.dockingTime),
        desc(preDockingHistories.id),
      ],
    },
    toHistory,
  )
}

/** One history record with its rich text; counts the view. Null when the id matches nothing. */
export async function getHistory(db: Database, lang: Lang, id: number): Promise<PreDockingHistoryDetail | null> {
  const [row] = await countView(db, preDockingHistories, eq(preDockingHistories.id, id)).returning({
    ...historyColumns(lang),
    ...localized(lang, preDockingHistories, 'content'),
  })
  return row ? toHistory(row) : null
}

/** Pre-docking files (of one record when historyId is given), newest first. */
export const listFiles: PagedList<PreDockingFilter, Appendix> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, { titles: [preDockingFiles.nameZh, preDockingFiles.nameEn] })
  const where: SQL | undefined = and(
    match?.where,
    filter.historyId === undefined ? undefined : eq(preDockingFiles.historyId, filter.historyId),
  )
  return tablePage(db, page, {
    table: preDockingFiles,
    columns: {
      id: preDockingFiles.id,
      ...localized(lang, preDockingFiles, 'name'),
      url: preDockingFiles.url,
      size: preDockingFiles.sizeBytes,
    },
    where,
    orderBy: [desc(preDockingFiles.publishTime), desc(preDockingFiles.id)],
  })
}

/** Videos recorded at pre-docking sessions (of one record when historyId is given), each video once. */
export const listPreDockingVideos: PagedList<PreDockingFilter, VideoCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, { titles: [videos.titleZh, videos.titleEn] })
  const linked = db
    .selectDistinct({ videoId: preDockingVideos.videoId })
    .from(preDockingVideos)
    .where(filter.historyId === undefined ? undefined : eq(preDockingVideos.historyId, filter.historyId))
  const where = and(inArray(videos.id, linked), match?.where)
  return pageOf(
    page,
    selectVideoCards(db, lang).where(where).orderBy(desc(videos.publishTime), asc(videos.id)),
    db.$count(videos, where),
    toVideoCard,
  )
}
