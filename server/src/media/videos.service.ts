import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import { videoCategories } from './schema'
import { videos } from './schema'
import type { FilterOf, Option } from '../../../src/contract/common'
import type { SpeakerVideoQuery, VideoCard, VideoDetail, VideoQuery, VipVideoHome } from '../../../src/contract/media'
import { speakers } from '../meeting'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { labelOptions } from '../platform/options'
import { pageOf, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

/** A video list's filters: the video list's, or one speaker's (speakerVideoList). */
export type VideoFilter = FilterOf<VideoQuery> & Partial<FilterOf<SpeakerVideoQuery>>

function cardColumns(lang: Lang) {
  return {
    id: videos.id,
    ...localized(lang, videos, 'title'),
    cover: videos.cover,
    duration: videos.durationSeconds,
    speaker: sql<string>`coalesce(${pick(lang, speakers.nameZh, speakers.nameEn)}, '')`,
    ...columnsOf(videos, 'speakerId', 'kind'),
    category: sql<string>`coalesce(${pick(lang, videoCategories.labelZh, videoCategories.labelEn)}, '')`,
    ...columnsOf(videos, 'publishTime', 'views'),
  }
}

/** Turns a row of selectVideoCards into a VideoCard (times as milliseconds). */
export const toVideoCard = <R extends { publishTime: Date }>(row: R) => ({
  ...row,
  publishTime: row.publishTime.getTime(),
})

/** Video cards with their speaker and category joined; add where/order/limit. */
export function selectVideoCards(db: Database, lang: Lang) {
  return db
    .select(cardColumns(lang))
    .from(videos)
    .leftJoin(speakers, eq(speakers.id, videos.speakerId))
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
}

function whereOf(filter: VideoFilter, match: ReturnType<typeof keywordMatch>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [match?.where]
  if (filter.kind) conditions.push(eq(videos.kind, filter.kind))
  if (filter.categoryId) conditions.push(eq(videos.categoryId, Number(filter.categoryId)))
  if (filter.speakerId !== undefined) conditions.push(eq(videos.speakerId, filter.speakerId))
  return and(...conditions)
}

/** Video cards matching the filter; title matches first when there is a keyword, then newest first. */
export const listVideos: PagedList<VideoFilter, VideoCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, bilingualKeyword(videos, 'title', 'summary'))
  const where = whereOf(filter, match)
  return pageOf(
    page,
    selectVideoCards(db, lang)
      .where(where)
      .orderBy(...(match ? [match.titleFirst] : []), desc(videos.publishTime), desc(videos.id)),
    db.$count(videos, where),
    toVideoCard,
  )
}

const RELATED_COUNT = 4

/** One video with its speaker and a few related videos of the same kind; counts the view. Null when unknown. */
export async function getVideo(db: Database, lang: Lang, id: number): Promise<VideoDetail | null> {
  const [updated] = await countView(db, videos, eq(videos.id, id)).returning({ id: videos.id })
  if (!updated) return null
  const [row] = await db
    .select({
      ...cardColumns(lang),
      url: videos.url,
      content: pick(lang, videos.summaryZh, videos.summaryEn),
      speakerPosition: sql<string>`coalesce(${pick(lang, speakers.positionZh, speakers.positionEn)}, '')`,
      speakerOrganisation: sql<string>`coalesce(${pick(lang, speakers.organisationZh, speakers.organisationEn)}, '')`,
      speakerAvatar: sql<string>`coalesce(${speakers.avatar}, '')`,
    })
    .from(videos)
    .leftJoin(speakers, eq(speakers.id, videos.speakerId))
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .where(eq(videos.id, id))
  const related = await selectVideoCards(db, lang)
    .where(and(eq(videos.kind, row.kind), ne(videos.id, id)))
    .orderBy(desc(videos.publishTime), desc(videos.id))
    .limit(RELATED_COUNT)
  return { ...toVideoCard(row), related: related.map(toVideoCard) }
}

/** The video categories as select options, in their display order. */
export async function listVideoCategories(db: Database, lang: Lang): Promise<Option[]> {
  return labelOptions(db, lang, videoCategories)
}

const HOME_PER_CATEGORY = 4

/** The VIP roadshow home: the featured roadshow videos, then each category that has roadshow videos. */
export async function getVipVideoHome(db: Database, lang: Lang): Promise<VipVideoHome> {
  const roadshow = eq(videos.kind, 'vip_roadshow')
  const featured = await selectVideoCards(db, lang)
    .where(and(roadshow, eq(videos.featured, true)))
    .orderBy(desc(videos.publishTime), desc(videos.id))
  const categories = await listVideoCategories(db, lang)
  const sections = await Promise.all(
    categories.map(async (c) => ({
      id: Number(c.value),
      name: c.label,
      videos: (
        await selectVideoCards(db, lang)
          .where(and(roadshow, eq(videos.categoryId, Number(c.value))))
          .orderBy(desc(videos.publishTime), desc(videos.id))
          .limit(HOME_PER_CATEGORY)
      ).map(toVideoCard),
    })),
  )
  return { featured: featured.map(toVideoCard), categories: sections.filter((s) => s.videos.length > 0) }
}
