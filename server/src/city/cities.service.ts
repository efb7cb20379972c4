import { asc, eq } from 'drizzle-orm'
import { cities, cityContacts, manualChapters, userDefaultAreas } from './schema'
import type { AreaInfo, CityContact, ManualChapter, MemberUnit } from '../../../src/contract/city'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

const GROUP_ORDER = { xiamen: 0, fujian: 1, province: 2, overseas: 3 } as const

function unitColumns(lang: Lang) {
  return {
    id: cities.id,
    ...localized(lang, cities, 'name'),
    ...columnsOf(cities, 'cityType', 'group', 'cover'),
    ...localized(lang, cities, 'slogan'),
  }
}

/** Every member unit, Xiamen first, then Fujian, other provinces and overseas, each in its own order. */
export async function listMemberUnits(db: Database, lang: Lang): Promise<MemberUnit[]> {
  const rows = await db
    .select({ ...unitColumns(lang), sort: cities.sort })
    .from(cities)
    .orderBy(asc(cities.sort), asc(cities.id))
  return rows
    .sort((a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group] || a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...unit }) => unit)
}

/** One member city with its showcase and key figures; null when the area code is not a member unit. */
export async function getAreaInfo(db: Database, lang: Lang, areaId: number): Promise<AreaInfo | null> {
  const [row] = await db
    .select({
      ...unitColumns(lang),
      ...localized(lang, cities, 'summary'),
      banner: cities.banner,
      ...localized(lang, cities, 'content'),
      ...columnsOf(cities, 'images', 'gdp', 'gdpGrowth', 'population', 'landArea', 'statYear'),
      ...localized(lang, cities, 'address'),
      hotline: cities.hotline,
    })
    .from(cities)
    .where(eq(cities.id, areaId))
  if (!row) return null
  const { gdp, gdpGrowth, population, landArea, statYear, ...info } = row
  return { ...info, figures: { gdp, gdpGrowth, population, landArea, statYear } }
}

export async function cityExists(db: Database, areaId: number): Promise<boolean> {
  return (await db.$count(cities, eq(cities.id, areaId))) > 0
}

/** A city's investment-promotion contacts in display order (phones whole: the page masks them). */
export async function listContacts(db: Database, lang: Lang, areaId: number): Promise<CityContact[]> {
  return db
    .select({
      id: cityContacts.id,
      ...localized(lang, cityContacts, 'department', 'person', 'position'),
      ...columnsOf(cityContacts, 'phone', 'email'),
      ...localized(lang, cityContacts, 'address'),
    })
    .from(cityContacts)
    .where(eq(cityContacts.cityId, areaId))
    .orderBy(asc(cityContacts.sort), asc(cityContacts.id))
}

/** The chapters of a city's investment guide, in order, each with its sanitised text. */
export async function listManual(db: Database, lang: Lang, areaId: number): Promise<ManualChapter[]> {
  return db
    .select({
      id: manualChapters.id,
      ...localized(lang, manualChapters, 'title', 'content'),
    })
    .from(manualChapters)
    .where(eq(manualChapters.cityId, areaId))
    .orderBy(asc(manualChapters.sort), asc(manualChapters.id))
}

/** Records the member unit a user chose; choosing again replaces it. */
export async function setDefaultArea(db: Database, userId: number, areaId: number): Promise<void> {
  await db
    .insert(userDefaultAreas)
    .values({ userId, areaId })
    .onConflictDoUpdate({ target: userDefaultAreas.userId, set: { areaId, updatedAt: new Date() } })
}
