import { asc, eq } from 'drizzle-orm'
import { commonModules, fairConfig } from './schema'
import type { BaseConfig, CommonModule } from '../../../src/contract/fair'
import { placementTasks } from '../collectible'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

export type ModuleType = (typeof commonModules.$inferSelect)['type']

/** Fair-wide settings; null before the database is seeded. */
export async function getBaseConfig(db: Database, lang: Lang): Promise<BaseConfig | null> {
  const [row] = await db.select().from(fairConfig).where(eq(fairConfig.id, 1))
  if (!row) return null
  return {
    pointsMallSwitch: row.pointsMallSwitch,
    collectibleTasks: await placementTasks(db),
    ...localized(lang, row, 'fairName'),
    edition: row.edition,
    startDate: row.startDate,
    endDate: row.endDate,
    servicePhone: row.servicePhone,
  }
}

/** Home banners or quick entries, by `sort`. */
export async function listModules(db: Database, lang: Lang, type: ModuleType): Promise<CommonModule[]> {
  return db
    .select({
      ...columnsOf(commonModules, 'id', 'type'),
      ...localized(lang, commonModules, 'title'),
      ...columnsOf(commonModules, 'image', 'link', 'sort'),
    })
    .from(commonModules)
    .where(eq(commonModules.type, type))
    .orderBy(asc(commonModules.sort), asc(commonModules.id))
}
