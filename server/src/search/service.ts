import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { circlePosts, userProfiles } from './schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { NewsHit, ProjectHit } from '../../../src/contract/content'
import { NEWS_CATEGORIES, type NewsCategory } from '../../../src/contract/content.codes'
import type { SearchHit } from '../../../src/contract/search'
import { USER_HIT_TYPE } from '../../../src/contract/search.codes'
import { news, parks, projects } from '../content/schema'
import { videos } from '../media/schema'
import { meetings } from '../meeting/schema'
import type { Database } from '../platform/connect'
import { keywordMatch, type KeywordColumns } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { options } from '../platform/options.schema'
import { pageOf } from '../platform/page'

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
 * One page of hits of a source: keyword matches in either language, title matches first, then newest first.
 * Without a keyword every row in scope, newest first. Each row gets the source's type and its time in ms.
 */
async function searchSource<Item>(
  db: Database,
  source: HitSource,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<Item>> {
  const match = keywordMatch(keyword, source.keyword)
  const where = and(source.scope, match?.where)
  const order = [...(match ? [match.titleFirst] : []), desc(source.columns.time), desc(source.columns.id)]
  return pageOf(
    page,
    db
      .select(source.columns)
      .from(source.table)
      .where(where)
      .orderBy(...order),
    db.$count(source.table, where),
    (row: Record<string, unknown>) => ({ ...row, type: source.type, time: (row.time as Date).getTime() }) as Item,
  )
}

/** The plain-text opening of a post, as its summary. */
const opening = (column: AnyPgColumn) => sql<string>`left(${column}, 120)`

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
  const columns = {
    id: news.id,
    title: pick(lang, news.titleZh, news.titleEn),
    summary: pick(lang, news.summaryZh, news.summaryEn),
    cover: news.cover,
    time: news.publishTime,
    source: pick(lang, news.sourceZh, news.sourceEn),
    category: optionLabel(lang, news.categoryId),
    views: news.views,
  }
  return searchSource<Omit<NewsHit, 'publishTime'>>(
    db,
    {
      table: news,
      columns,
      type: ContentType.news,
      keyword: { titles: [news.titleZh, news.titleEn], others: [news.summaryZh, news.summaryEn] },
      scope: newsCategoryScope(category),
    },
    keyword,
    page,
  ).then((found) => ({ ...found, list: found.list.map((hit) => ({ ...hit, publishTime: hit.time })) }))
}

/** Project hits (type 2) that keep every project-card field; the project's own 1/2 kind is `projectType`. */
export function searchProjects(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<ProjectHit>> {
  const columns = {
    id: projects.id,
    title: pick(lang, projects.titleZh, projects.titleEn),
    summary: pick(lang, projects.summaryZh, projects.summaryEn),
    cover: projects.cover,
    time: projects.pushTime,
    projectType: projects.type,
    industry: optionLabel(lang, projects.industryId),
    carrier: optionLabel(lang, projects.carrierId),
    investMode: optionLabel(lang, projects.investModeId),
    region: pick(lang, projects.regionZh, projects.regionEn),
    investAmount: projects.investAmount,
    views: projects.views,
  }
  return searchSource<Omit<ProjectHit, 'pushTime'>>(
    db,
    {
      table: projects,
      columns,
      type: ContentType.project,
      keyword: { titles: [projects.titleZh, projects.titleEn], others: [projects.summaryZh, projects.summaryEn] },
    },
    keyword,
    page,
  ).then((found) => ({ ...found, list: found.list.map((hit) => ({ ...hit, pushTime: hit.time })) }))
}

/** Park hits (type 6). */
export function searchParks(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<SearchHit>> {
  return searchSource<SearchHit>(
    db,
    {
      table: parks,
      columns: {
        id: parks.id,
        title: pick(lang, parks.titleZh, parks.titleEn),
        summary: pick(lang, parks.summaryZh, parks.summaryEn),
        cover: parks.cover,
        time: parks.publishTime,
      },
      type: ContentType.park,
      keyword: {
        titles: [parks.titleZh, parks.titleEn],
        others: [parks.summaryZh, parks.summaryEn, parks.regionZh, parks.regionEn],
      },
    },
    keyword,
    page,
  )
}

/** Meeting hits (type 13), by start time. */
export function searchMeetings(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<SearchHit>> {
  return searchSource<SearchHit>(
    db,
    {
      table: meetings,
      columns: {
        id: meetings.id,
        title: pick(lang, meetings.titleZh, meetings.titleEn),
        summary: pick(lang, meetings.summaryZh, meetings.summaryEn),
        cover: meetings.cover,
        time: meetings.startTime,
      },
      type: ContentType.meeting,
      keyword: {
        titles: [meetings.titleZh, meetings.titleEn],
        others: [
          meetings.summaryZh,
          meetings.summaryEn,
          meetings.venueZh,
          meetings.venueEn,
          meetings.hostZh,
          meetings.hostEn,
        ],
      },
    },
    keyword,
    page,
  )
}

/**
 * Merchants-stage hits: the VIP roadshow videos (videos.kind 'vip_roadshow'), type 10, which open
 * /vip-video-detail with the video id.
 */
export function searchMerchantsStage(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<SearchHit>> {
  return searchSource<SearchHit>(
    db,
    {
      table: videos,
      columns: {
        id: videos.id,
        title: pick(lang, videos.titleZh, videos.titleEn),
        summary: pick(lang, videos.summaryZh, videos.summaryEn),
        cover: videos.cover,
        time: videos.publishTime,
      },
      type: ContentType.vipVideo,
      keyword: { titles: [videos.titleZh, videos.titleEn], others: [videos.summaryZh, videos.summaryEn] },
      scope: eq(videos.kind, 'vip_roadshow'),
    },
    keyword,
    page,
  )
}

/**
 * Public business cards (USER_HIT_TYPE: no detail route among the seed's codes). Name, position, company and
 * introduction only: phone and email are not on a card.
 */
export function searchUserInfo(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<SearchHit>> {
  const position = pick(lang, userProfiles.positionZh, userProfiles.positionEn)
  const company = pick(lang, userProfiles.companyZh, userProfiles.companyEn)
  return searchSource<SearchHit>(
    db,
    {
      table: userProfiles,
      columns: {
        id: userProfiles.id,
        title: pick(lang, userProfiles.nameZh, userProfiles.nameEn),
        summary: sql<string>`${position} || ' · ' || ${company}`,
        cover: userProfiles.avatar,
        time: userProfiles.createdAt,
      },
      type: USER_HIT_TYPE,
      keyword: {
        titles: [userProfiles.nameZh, userProfiles.nameEn],
        others: [userProfiles.companyZh, userProfiles.companyEn, userProfiles.positionZh, userProfiles.positionEn],
      },
      scope: eq(userProfiles.isPublic, true),
    },
    keyword,
    page,
  )
}

/** Investment-circle posts (ContentType.dynamic) of public cards. */
export function searchDynamics(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<SearchHit>> {
  return searchSource<SearchHit>(
    db,
    {
      table: circlePosts,
      columns: {
        id: circlePosts.id,
        title: pick(lang, circlePosts.titleZh, circlePosts.titleEn),
        summary: opening(pick(lang, circlePosts.contentZh, circlePosts.contentEn)),
        cover: circlePosts.cover,
        time: circlePosts.publishTime,
      },
      type: ContentType.dynamic,
      keyword: {
        titles: [circlePosts.titleZh, circlePosts.titleEn],
        others: [circlePosts.contentZh, circlePosts.contentEn],
      },
      scope: sql`${circlePosts.profileId} in (select ${userProfiles.id} from ${userProfiles} where ${userProfiles.isPublic})`,
    },
    keyword,
    page,
  )
}
