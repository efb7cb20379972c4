import type { pushTimeRanges } from './schema'
import { bilingualColumns, t, type Text } from '../platform/text'

/** The project list's "pushed within" filter. */
const PUSH_TIME_RANGES: { days: number; label: Text }[] = [
  { days: 7, label: t('7天内', 'Within 7 days') },
  { days: 30, label: t('30天内', 'Within 30 days') },
  { days: 90, label: t('90天内', 'Within 90 days') },
  { days: 180, label: t('半年内', 'Within 6 months') },
]

export function buildPushTimeRanges(): (typeof pushTimeRanges.$inferInsert)[] {
  return PUSH_TIME_RANGES.map((r, i) => ({
    id: i + 1,
    days: r.days,
    ...bilingualColumns({ label: r.label }),
    sort: i,
  }))
}
