import { asc, desc, eq, like, sql } from 'drizzle-orm'
import { projects } from './schema'
import type { RegionSection } from '../../../src/contract/city'
import { cities, regionSections } from '../city'
import type { Database } from '../platform/connect'
import { localized, pick, type Lang } from '../platform/lang'

const PROJECTS_SHOWN = 6

/** A regional section with the member cities under its province code and their latest projects. */
export async function getRegionSection(db: Database, lang: Lang, code: string): Promise<RegionSection | null> {
  const [section] = await db.select().from(regionSections).where(eq(regionSections.code, code))
  if (!section) return null
  const inProvince = like(sql`${cities.id}::text`, `${section.provincePrefix}%`)
  const [members, latest] = await Promise.all([
    db
      .select({ id: cities.id, ...localized(lang, cities, 'name', 'summary') })
      .from(cities)
      .where(inProvince)
      .orderBy(asc(cities.sort), asc(cities.id)),
    db
      .select({ id: projects.id, ...localized(lang, projects, 'title', 'region'), investAmount: projects.investAmount })
      .from(projects)
      .where(like(sql`${projects.areaId}::text`, `${section.provincePrefix}%`))
      .orderBy(desc(projects.pushTime), desc(projects.id))
      .limit(PROJECTS_SHOWN),
  ])
  return {
    code: section.code,
    name: pick(lang, section.nameZh, section.nameEn),
    slogan: pick(lang, section.sloganZh, section.sloganEn),
    intro: pick(lang, section.introZh, section.introEn),
    cover: section.cover,
    figures: section.figures.map((f) => ({ label: pick(lang, f.labelZh, f.labelEn), value: f.value })),
    cities: members,
    projects: latest,
  }
}
