import { eq } from 'drizzle-orm'
import { pushTimeRanges } from './schema'
import type { Option } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import type { Lang } from '../platform/lang'
import { labelOptions } from '../platform/options'
import { options } from '../platform/options.schema'

export type OptionKind = (typeof options.$inferSelect)['kind']

/** Select options of one kind, in display order. */
export async function listOptions(db: Database, lang: Lang, kind: OptionKind): Promise<Option[]> {
  return labelOptions(db, lang, options, eq(options.kind, kind))
}

export async function listPushTimeOptions(db: Database, lang: Lang): Promise<Option[]> {
  return labelOptions(db, lang, pushTimeRanges)
}
