import { countDistinct, eq } from 'drizzle-orm'
import { booths, exhibitionAreas, exhibits } from './schema'
import { listHalls } from './service'
import type { ExhibitionAreaCard, HallDetail, HallSummary } from '../../../src/contract/exhibition'
import type { Database } from '../platform/connect'
import type { Lang } from '../platform/lang'

/** What the zones of one hall add up to: its exhibitions (first seen first), zone names and booths. */
function summaryOf(hall: string, areas: ExhibitionAreaCard[]): HallSummary {
  const exhibitions = new Map<number, string>()
  for (const area of areas) exhibitions.set(area.exhibitionId, area.exhibitionName)
  return {
    hall,
    exhibitions: [...exhibitions].map(([id, name]) => ({ id, name })),
    areaNames: areas.map((a) => a.name),
    boothCount: areas.reduce((sum, a) => sum + a.boothCount, 0),
  }
}

/** Every hall of the venue that has a zone, in signpost order (A1...C3). */
export async function listHallSummaries(db: Database, lang: Lang): Promise<HallSummary[]> {
  return (await listHalls(db, lang)).map((h) => summaryOf(h.hall, h.areas))
}

/** One hall with its zones and how many exhibitors and exhibits it holds. Null when no zone is in that hall. */
export async function getHall(db: Database, lang: Lang, hall: string): Promise<HallDetail | null> {
  const found = (await listHalls(db, lang)).find((h) => h.hall === hall)
  if (!found) return null
  const inHall = eq(exhibitionAreas.hall, hall)
  const [[{ exhibitorCount }], [{ exhibitCount }]] = await Promise.all([
    db
      .select({ exhibitorCount: countDistinct(booths.enterpriseId) })
      .from(booths)
      .innerJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
      .where(inHall),
    db
      .select({ exhibitCount: countDistinct(exhibits.id) })
      .from(exhibits)
      .innerJoin(booths, eq(booths.id, exhibits.boothId))
      .innerJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
      .where(inHall),
  ])
  return { ...summaryOf(hall, found.areas), areas: found.areas, exhibitorCount, exhibitCount }
}
