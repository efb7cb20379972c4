import { asc, eq } from 'drizzle-orm'
import { areaIdOf } from './catalogue-areas.seed'
import { REASONS, REPORT_SOURCE, REPORTS } from './industry.fixtures'
import { industryReports, parkRoadshows } from './industry.schema'
import { contentPlaces } from './listing.schema'
import { CENTRES, XIAMEN_DISTRICTS } from './places.fixtures'
import { parks, projects } from './schema'
import { ContentType } from '../../../src/contract/common.codes'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { videos } from '../media'
import type { Database } from '../platform/connect'
import { imageTag, imageUrl } from '../platform/images'
import { INDUSTRIES } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import { bilingualColumns, DAY_MS, t, type Text } from '../platform/text'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export function buildIndustryReports(now: Date): Omit<typeof industryReports.$inferInsert, 'id'>[] {
  return REPORTS.map(([industry, title, summary, chain, strengths, openings], index) => {
    const html = (lang: keyof Text) =>
      `<p>${summary[lang]}</p><h3>${lang === 'zh' ? '产业链构成' : 'The chain'}</h3><p>${chain[lang]}</p>${imageTag('cluster', index + 1, title[lang])}<h3>${lang === 'zh' ? '本地优势' : 'Local strengths'}</h3><p>${strengths[lang]}</p><h3>${lang === 'zh' ? '招商方向' : 'Where to invest'}</h3><ul>${openings.map((o) => `<li>${o[lang]}</li>`).join('')}</ul>`
    return {
      industryId: optionId('industry', industry),
      ...bilingualColumns({ title, summary, source: REPORT_SOURCE }),
      contentZh: sanitizeHtml(html('zh')),
      contentEn: sanitizeHtml(html('en')),
      cover: imageUrl('cluster', index + 1),
      publishTime: new Date(now.getTime() - (index * 4 + 3) * DAY_MS),
    }
  })
}

/** A place near the city's centre, spread by the item's id so items of one city do not sit on one point. */
function placeOf(contentType: number, contentId: number, region: Text) {
  const areaId = areaIdOf(region)
  const [lat, lng] = CENTRES[areaId]
  const angle = (contentId * 137.5 * Math.PI) / 180
  const reach = 0.02 + ((contentId * 7) % 11) * 0.006
  const district = areaId === 350200 ? XIAMEN_DISTRICTS[contentId % XIAMEN_DISTRICTS.length] : region
  return {
    contentType,
    contentId,
    areaId,
    ...bilingualColumns({ district }),
    latitude: Number((lat + Math.sin(angle) * reach).toFixed(6)),
    longitude: Number((lng + Math.cos(angle) * reach).toFixed(6)),
  }
}

/** The industrial interpretations, the recommended park roadshows and where every project and park is. */
export async function seedIndustryAndPlaces(tx: Tx, now: Date) {
  await tx.insert(industryReports).values(buildIndustryReports(now))
  const parkRows = await tx
    .select({ id: parks.id, regionZh: parks.regionZh, regionEn: parks.regionEn })
    .from(parks)
    .orderBy(asc(parks.id))
  const projectRows = await tx
    .select({ id: projects.id, regionZh: projects.regionZh, regionEn: projects.regionEn })
    .from(projects)
    .orderBy(asc(projects.id))
  const places = [
    ...projectRows.map((p) => placeOf(ContentType.project, p.id, t(p.regionZh, p.regionEn))),
    ...parkRows.map((p) => placeOf(ContentType.park, p.id, t(p.regionZh, p.regionEn))),
  ]
  for (let i = 0; i < places.length; i += 200) await tx.insert(contentPlaces).values(places.slice(i, i + 200))
  const roadshowVideos = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.kind, 'vip_roadshow'))
    .orderBy(asc(videos.id))
    .limit(REASONS.length)
  await tx.insert(parkRoadshows).values(
    roadshowVideos.map(({ id: videoId }, index) => ({
      parkId: parkRows[index * 3].id,
      videoId,
      ...bilingualColumns({ presenter: REASONS[index][0], reason: REASONS[index][1] }),
      sort: index,
      stageMinutes: index * 30,
    })),
  )
}

/** The industries the reports are about, for tests. */
export const REPORTED_INDUSTRIES = REPORTS.map(([industry]) => INDUSTRIES[industry].label)
