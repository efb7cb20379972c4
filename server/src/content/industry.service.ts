import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { industryReports, parkRoadshows } from './industry.schema'
import { contentPlaces, listingApplications } from './listing.schema'
import { news, parks, projects } from './schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  IndustryReport,
  IndustryReportCard,
  ListingApplication,
  ListingApplyBody,
  MapKind,
  MapPoint,
  NewsCard,
  ParkRoadshow,
  ProjectArea,
} from '../../../src/contract/content'
import { cities } from '../city'
import { collects, contentTags } from '../engagement'
import { videos } from '../media'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { filterIdOf } from '../platform/filter-id'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { cardBasics, localized, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { tablePage } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'
import { uploads } from '../registration'

const reportCard = (lang: Lang) => ({
  ...cardBasics(lang, industryReports),
  industry: optionLabel(lang, industryReports.industryId),
  ...localized(lang, industryReports, 'source'),
  ...columnsOf(industryReports, 'publishTime', 'views'),
})

const withTime = <R extends { publishTime: Date }>(row: R) => ({ ...row, publishTime: row.publishTime.getTime() })

/** The industrial interpretations, newest first, of one industry when chosen, matched by a keyword. */
export function listReports(
  db: Database,
  lang: Lang,
  { keyword, industryId }: { keyword?: string; industryId?: string },
  page: PageQuery,
): Promise<Page<IndustryReportCard>> {
  const match = keywordMatch(keyword, bilingualKeyword(industryReports, 'title', 'summary'))
  const industry = filterIdOf(industryId)
  return tablePage(
    db,
    page,
    {
      table: industryReports,
      columns: reportCard(lang),
      where: and(match?.where, industry === undefined ? undefined : eq(industryReports.industryId, industry)),
      orderBy: [...(match ? [match.titleFirst] : []), desc(industryReports.publishTime), asc(industryReports.id)],
    },
    withTime,
  )
}

/** An interpretation with its text; counts the view. */
export async function getReport(db: Database, lang: Lang, id: number): Promise<IndustryReport | null> {
  const [row] = await countView(db, industryReports, eq(industryReports.id, id)).returning({
    ...reportCard(lang),
    ...localized(lang, industryReports, 'content'),
  })
  return row ? withTime(row) : null
}

/** The industries that have interpretations, for the list's filter. */
export async function reportIndustries(db: Database, lang: Lang) {
  const rows = await db
    .selectDistinct({ value: industryReports.industryId, label: optionLabel(lang, industryReports.industryId) })
    .from(industryReports)
    .orderBy(industryReports.industryId)
  return rows.map((row) => ({ value: String(row.value), label: row.label }))
}

/** The parks recommended for their roadshows, in the stage's order, with the recording to watch. */
export function listParkRoadshows(db: Database, lang: Lang): Promise<ParkRoadshow[]> {
  return db
    .select({
      id: parkRoadshows.id,
      parkId: parks.id,
      ...localized(lang, { parkZh: parks.titleZh, parkEn: parks.titleEn }, 'park'),
      ...localized(lang, parks, 'region'),
      cover: parks.cover,
      ...localized(lang, parkRoadshows, 'presenter', 'reason'),
      videoId: videos.id,
      ...localized(lang, { videoTitleZh: videos.titleZh, videoTitleEn: videos.titleEn }, 'videoTitle'),
      durationSeconds: videos.durationSeconds,
    })
    .from(parkRoadshows)
    .innerJoin(parks, eq(parks.id, parkRoadshows.parkId))
    .innerJoin(videos, eq(videos.id, parkRoadshows.videoId))
    .orderBy(asc(parkRoadshows.sort), asc(parkRoadshows.id))
}

/** The map's points: projects and parks (or one kind) of an area (or all), titled in the request's language. */
export async function listMapPoints(
  db: Database,
  lang: Lang,
  { kind, areaId }: { kind?: MapKind; areaId?: string },
): Promise<MapPoint[]> {
  const area = filterIdOf(areaId)
  const where = (type: number): SQL | undefined =>
    and(eq(contentPlaces.contentType, type), area === undefined ? undefined : eq(contentPlaces.areaId, area))
  const place = {
    ...localized(lang, contentPlaces, 'district'),
    ...columnsOf(contentPlaces, 'latitude', 'longitude'),
  }
  const [projectRows, parkRows] = await Promise.all([
    kind === 'park'
      ? []
      : db
          .select({ id: projects.id, ...localized(lang, projects, 'title', 'region'), ...place })
          .from(contentPlaces)
          .innerJoin(projects, eq(projects.id, contentPlaces.contentId))
          .where(where(ContentType.project))
          .orderBy(desc(projects.pushTime), asc(projects.id)),
    kind === 'project'
      ? []
      : db
          .select({ id: parks.id, ...localized(lang, parks, 'title', 'region'), ...place })
          .from(contentPlaces)
          .innerJoin(parks, eq(parks.id, contentPlaces.contentId))
          .where(where(ContentType.park))
          .orderBy(desc(parks.publishTime), asc(parks.id)),
  ])
  return [
    ...projectRows.map((row) => ({ kind: 'project' as const, ...row })),
    ...parkRows.map((row) => ({ kind: 'park' as const, ...row })),
  ]
}

/** The areas that have projects, most projects first, named as member units are (else as the projects name them). */
export async function listProjectAreas(db: Database, lang: Lang): Promise<ProjectArea[]> {
  const cityName = localized(lang, cities, 'name').name
  const regionName = localized(lang, projects, 'region').region
  return db
    .select({
      areaId: projects.areaId,
      name: sql<string>`coalesce(min(${cityName}), min(${regionName}))`,
      projects: count(),
    })
    .from(projects)
    .leftJoin(cities, eq(cities.id, projects.areaId))
    .groupBy(projects.areaId)
    .orderBy(desc(count()), asc(projects.areaId))
}

/** An application to list a project or park; its pictures must be the applicant's own uploads. */
export async function applyListing(
  db: Database,
  userId: number,
  body: ListingApplyBody,
): Promise<ListingApplication[]> {
  const keys = body.images.map((url) => url.slice('/uploads/'.length))
  if (keys.length > 0) {
    const [{ own }] = await db
      .select({ own: count() })
      .from(uploads)
      .where(and(inArray(uploads.key, keys), eq(uploads.userId, userId), eq(uploads.kind, 'image')))
    if (own !== new Set(keys).size) throw new ApiError(400, 400, 'content.listing.notYourUpload')
  }
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.areaId))
  if (!city) throw new ApiError(400, 400, 'content.listing.unknownArea')
  await db.insert(listingApplications).values({
    userId,
    ...body,
    name: body.name.trim(),
    contactName: body.contactName.trim(),
    description: body.description.trim(),
  })
  return listMyListings(db, userId)
}

export async function listMyListings(db: Database, userId: number): Promise<ListingApplication[]> {
  const rows = await db
    .select({ ...columnsOf(listingApplications, 'id', 'kind', 'name', 'status', 'createdAt') })
    .from(listingApplications)
    .where(eq(listingApplications.userId, userId))
    .orderBy(desc(listingApplications.createdAt), desc(listingApplications.id))
  return rows.map(({ createdAt, ...row }) => ({ ...row, submittedAt: createdAt.getTime() }))
}

const newsCard = (lang: Lang) => ({
  ...cardBasics(lang, news),
  ...localized(lang, news, 'source'),
  category: optionLabel(lang, news.categoryId),
  ...columnsOf(news, 'publishTime', 'views'),
})

/**
 * News for a user: items sharing a tag with what they collected first, then the newest; without a user or collects,
 * simply the newest.
 */
export function listUserInformation(
  db: Database,
  lang: Lang,
  userId: number | undefined,
  page: PageQuery,
): Promise<Page<NewsCard>> {
  const interests =
    userId === undefined
      ? undefined
      : sql`exists (select 1 from ${contentTags} mine join ${collects} on ${collects.contentType} = mine.content_type and ${collects.contentId} = mine.content_id join ${contentTags} theirs on theirs.tag_id = mine.tag_id where ${collects.userId} = ${userId} and theirs.content_type = ${ContentType.news} and theirs.content_id = ${news.id})`
  return tablePage(
    db,
    page,
    {
      table: news,
      columns: newsCard(lang),
      orderBy: [...(interests ? [desc(interests)] : []), desc(news.publishTime), desc(news.id)],
    },
    withTime,
  )
}
