import { asc, eq } from 'drizzle-orm'
import { AGREEMENTS } from './agreements.fixtures'
import { ARTICLES } from './articles.fixtures'
import { agreements, projectRoadshows } from './catalogue.schema'
import { buildFairGuide } from '../fair'
import { fairArticles } from '../fair'
import { videos } from '../media'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, richText, type Text } from '../platform/text'

// Catalogue content built without the shared random stream, so adding it changes no other seeded row.

/** The projects that have a roadshow: the major projects first, then a few investment projects. */
const ROADSHOW_PROJECT_IDS = [4, 8, 12, 16, 20, 1, 2, 3, 5, 6]

/** Each roadshow project paired with one of the given videos, in turn. */
export function buildRoadshows(videoIds: number[]): (typeof projectRoadshows.$inferInsert)[] {
  if (videoIds.length === 0) return []
  return ROADSHOW_PROJECT_IDS.map((projectId, index) => ({
    projectId,
    videoId: videoIds[index % videoIds.length],
    sort: index,
  }))
}

/** Fair introduction and guides, shown on /cifit/richDetail by id or code, then the fair guide's services, notices and contacts. */
export function buildFairArticles(now: Date): (typeof fairArticles.$inferInsert)[] {
  const articles = ARTICLES.map((article, index) => {
    const html = (lang: keyof Text) => article.paragraphs.map((p) => `<p>${p[lang]}</p>`).join('')
    return {
      id: index + 1,
      code: article.code,
      ...bilingualColumns({ title: article.title }),
      ...richText(html),
      cover: imageUrl('article', index + 1),
      publishTime: new Date(now.getTime() - (30 + index * 5) * DAY_MS),
    }
  })
  return [...articles, ...buildFairGuide(now, articles.length + 1)]
}

/** Agreements by type (user, privacy, collectible) in both languages. */
export function buildAgreements(now: Date): (typeof agreements.$inferInsert)[] {
  return AGREEMENTS.map((agreement) => {
    const html = (lang: keyof Text) =>
      agreement.sections.map(([heading, body]) => `<h3>${heading[lang]}</h3><p>${body[lang]}</p>`).join('')
    return {
      type: agreement.type,
      ...bilingualColumns({ title: agreement.title }),
      ...richText(html),
      updatedAt: new Date(now.getTime() - 60 * DAY_MS),
    }
  })
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Inserts the catalogue rows; runs after projects and videos. Roadshows use VIP roadshow videos when seeded. */
export async function seedCatalogue(tx: Tx, now: Date): Promise<void> {
  await tx.insert(fairArticles).values(buildFairArticles(now))
  await tx.insert(agreements).values(buildAgreements(now))
  const videoIds = async (onlyRoadshows: boolean) =>
    (
      await tx
        .select({ id: videos.id })
        .from(videos)
        .where(onlyRoadshows ? eq(videos.kind, 'vip_roadshow') : undefined)
        .orderBy(asc(videos.id))
    ).map((v) => v.id)
  const roadshowVideos = await videoIds(true)
  const roadshows = buildRoadshows(roadshowVideos.length > 0 ? roadshowVideos : await videoIds(false))
  if (roadshows.length > 0) await tx.insert(projectRoadshows).values(roadshows)
}
