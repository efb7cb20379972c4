import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { NewsHit, ProjectHit } from '../../../src/contract/content'
import { NEWS_CATEGORIES, type NewsCategory } from '../../../src/contract/content.codes'
import type { SearchHit } from '../../../src/contract/search'
import { USER_HIT_TYPE } from '../../../src/contract/search.codes'
import { news, parks, projects } from '../content'
import { videos } from '../media'
import { meetings } from '../meeting'
import { circlePosts } from '../network'
import { userProfiles } from '../network'
import type { Database } from '../platform/connect'
import { bilingualKeyword, type KeywordColumns, keywordMatch } from '../platform/keyword-match'
import { cardBasics, type Lang, localized, pick } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { options } from '../platform/options.schema'
import { mapPage, tablePage, type KeywordSearch } from '../platform/page'
import { columnsOf } from '../platform/select'

/** What a search selects: at least the SearchHit fields (`type` excepted), plus any card fields of the kind. */
type HitColumns = Record<string, AnyPgColumn | SQL> & { id: AnyPgColumn; time: AnyPgColumn }

interface HitSource {
  table: PgTable
  columns: HitColumns
  /** The content type code every hit of this source carries (seed 000 section 2). */
  type: number
  keyword: KeywordColumns
  /** Rows this search may ever show (public cards only, roadshow videos only, one news category...). */
  scope?: SQL
}

/**
 * The search of a source: one page of its hits, keyword matches in either language, title matches first, then newest
 * first; without a keyword every row in scope, newest first. Each row gets the source's type and its time in ms.
 */
function hitSearch<Item = SearchHit>(sourceOf: (lang: Lang) => HitSource): KeywordSearch<Item> {
  return (db, lang, keyword, page) => {
    const source = sourceOf(lang)
    const match = keywordMatch(keyword, source.keyword)
    const where = and(source.scope, match?.where)
    const orderBy = [...(match ? [match.titleFirst] : []), desc(source.columns.time), desc(source.columns.id)]
    return tablePage(
      db,
      page,
      { table: source.table, columns: source.columns, where, orderBy },
      (row: Record<string, unknown>) => ({ ...row, type: source.type, time: (row.time as Date).getTime() }) as Item,
    )
  }
}

/** The SearchHit fields of a content card, dated by `time`. */
const hitColumns = (lang: Lang, table: Parameters<typeof cardBasics>[1], time: AnyPgColumn) => ({
  ...cardBasics(lang, table),
  time,
})

/** The plain-text opening of a post's rich text, as its summary. */
const opening = (column: AnyPgColumn) =>
  sql<string>`left(btrim(regexp_replace(regexp_replace(${column}, '<[^>]+>', ' ', 'g'), '[[:space:]]+', ' ', 'g')), 120)`

/** The category's option: news_category options are sorted in NEWS_CATEGORIES order. */
function newsCategoryScope(category?: NewsCategory): SQL | undefined {
  if (!category) return undefined
  return eq(
    news.categoryId,
    sql`(select ${options.id} from ${options} where ${options.kind} = 'news_category' and ${options.sort} = ${NEWS_CATEGORIES.indexOf(category)})`,
  )
}

/** News hits (type 7) that are also full news cards, so the news lists keep using the same call. */
export function searchInformation(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  category: NewsCategory | undefined,
  page: PageQuery,
): Promise<Page<NewsHit>> {
  const search = hitSearch<Omit<NewsHit, 'publishTime'>>(() => ({
    table: news,
    columns: {
      ...hitColumns(lang, news, news.publishTime),
      ...localized(lang, news, 'source'),
      category: optionLabel(lang, news.categoryId),
      views: news.views,
    },
    type: ContentType.news,
    keyword: bilingualKeyword(news, 'title', 'summary'),
    scope: newsCategoryScope(category),
  }))
  return search(db, lang, keyword, page).then((found) => mapPage(found, (hit) => ({ ...hit, publishTime: hit.time })))
}

const projectHits = hitSearch<Omit<ProjectHit, 'pushTime'>>((lang) => ({
  table: projects,
  columns: {
    ...hitColumns(lang, projects, projects.pushTime),
    projectType: projects.type,
    industry: optionLabel(lang, projects.industryId),
    carrier: optionLabel(lang, projects.carrierId),
    investMode: optionLabel(lang, projects.investModeId),
    ...localized(lang, projects, 'region'),
    ...columnsOf(projects, 'investAmount', 'views'),
  },
  type: ContentType.project,
  keyword: bilingualKeyword(projects, 'title', 'summary'),
}))

/** Project hits (type 2) that keep every project-card field; the project's own 1/2 kind is `projectType`. */
export const searchProjects: KeywordSearch<ProjectHit> = (db, lang, keyword, page) =>
  projectHits(db, lang, keyword, page).then((found) => mapPage(found, (hit) => ({ ...hit, pushTime: hit.time })))

/** Park hits (type 6). */
export const searchParks = hitSearch((lang) => ({
  table: parks,
  columns: hitColumns(lang, parks, parks.publishTime),
  type: ContentType.park,
  keyword: bilingualKeyword(parks, 'title', 'summary', 'region'),
}))

/** Meeting hits (type 13), by start time. */
export const searchMeetings = hitSearch((lang) => ({
  table: meetings,
  columns: hitColumns(lang, meetings, meetings.startTime),
  type: ContentType.meeting,
  keyword: bilingualKeyword(meetings, 'title', 'summary', 'venue', 'host'),
}))

/**
 * Merchants-stage hits: the VIP roadshow videos (videos.kind 'vip_roadshow'), type 10, which open
 * /vip-video-detail with the video id.
 */
export const searchMerchantsStage = hitSearch((lang) => ({
  table: videos,
  columns: hitColumns(lang, videos, videos.publishTime),
  type: ContentType.vipVideo,
  keyword: bilingualKeyword(videos, 'title', 'summary'),
  scope: eq(videos.kind, 'vip_roadshow'),
}))

/**
 * Public business cards (USER_HIT_TYPE: no detail route among the seed's codes), by their owner's user id, which
 * home/userInfoDetail opens. Name, position and company only: contacts are shown only after an exchange.
 */
export const searchUserInfo = hitSearch((lang) => ({
  table: userProfiles,
  columns: {
    id: userProfiles.userId,
    title: pick(lang, userProfiles.nameZh, userProfiles.nameEn),
    summary: sql<string>`${pick(lang, userProfiles.positionZh, userProfiles.positionEn)} || ' · ' || ${pick(lang, userProfiles.companyZh, userProfiles.companyEn)}`,
    cover: userProfiles.avatar,
    time: userProfiles.createdAt,
  },
  type: USER_HIT_TYPE,
  keyword: bilingualKeyword(userProfiles, 'name', 'company', 'position'),
  scope: eq(userProfiles.isPublic, true),
}))

/** Investment-circle posts (ContentType.dynamic) of public cards. */
export const searchDynamics = hitSearch((lang) => ({
  table: circlePosts,
  columns: {
    id: circlePosts.id,
    ...localized(lang, circlePosts, 'title'),
    summary: opening(pick(lang, circlePosts.contentZh, circlePosts.contentEn)),
    cover: circlePosts.cover,
    time: circlePosts.publishTime,
  },
  type: ContentType.dynamic,
  keyword: bilingualKeyword(circlePosts, 'title', 'content'),
  scope: sql`${circlePosts.profileId} in (select ${userProfiles.id} from ${userProfiles} where ${userProfiles.isPublic})`,
}))
