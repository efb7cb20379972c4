import { asc, eq } from 'drizzle-orm'
import { pushTimeRanges } from './schema'
import type { Option } from '../../../src/contract/common'
import type { BaseConfig, CommonModule } from '../../../src/contract/fair'
import { placementTasks } from '../collectible/service'
import { commonModules, fairConfig } from '../fair/schema'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { labelOptions } from '../platform/options'
import { options } from '../platform/options.schema'
import { columnsOf } from '../platform/select'

export type OptionKind = (typeof options.$inferSelect)['kind']
export type ModuleType = (typeof commonModules.$inferSelect)['type']

/** Select options of one kind, in display order. */
export async function listOptions(db: Database, lang: Lang, kind: OptionKind): Promise<Option[]> {
  return labelOptions(db, lang, options, eq(options.kind, kind))
}

export async function listPushTimeOptions(db: Database, lang: Lang): Promise<Option[]> {
  return labelOptions(db, lang, pushTimeRanges)
}

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
