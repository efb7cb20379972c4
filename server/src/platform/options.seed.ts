import { CARRIERS, ESTATE_TYPES, INDUSTRIES, INVEST_MODES, NEWS_CATEGORIES, PARK_TYPES } from './options.fixtures'
import type { options } from './options.schema'
import type { Text } from './text'

type OptionKind = (typeof options.$inferInsert)['kind']

/** Option rows get fixed ids in this order (industries first), so links like /projectList?industryId=4 are stable. */
const OPTION_GROUPS: [OptionKind, readonly Text[]][] = [
  ['industry', INDUSTRIES.map((i) => i.label)],
  ['carrier', CARRIERS],
  ['invest_mode', INVEST_MODES],
  ['park_type', PARK_TYPES],
  ['estate_type', ESTATE_TYPES],
  ['news_category', NEWS_CATEGORIES],
]

export function buildOptions(): (typeof options.$inferInsert)[] {
  let id = 0
  return OPTION_GROUPS.flatMap(([kind, labels]) =>
    labels.map((label, sort) => ({ id: ++id, kind, labelZh: label.zh, labelEn: label.en, sort })),
  )
}

/** The id of the `index`-th option of a kind, matching buildOptions. */
export function optionId(kind: OptionKind, index: number): number {
  let offset = 0
  for (const [k, labels] of OPTION_GROUPS) {
    if (k === kind) return offset + (index % labels.length) + 1
    offset += labels.length
  }
  throw new Error(`unknown option kind ${kind}`)
}
