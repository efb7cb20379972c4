import { toDayjs, type DateInput } from './date'

// Kinds map to i18n keys; the date kind carries YYYY-MM-DD (or '' when the input was unusable).
export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'hoursAgo'; hours: number }
  | { kind: 'daysAgo'; days: 1 | 2 | 3 }
  | { kind: 'date'; date: string }

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

// Under 1 h (or in the future) is justNow, under 24 h whole hours, then 1-3 whole days, from 4 days the local date; timestamps are read by toDayjs.
export function relativeTime(time: DateInput, now: number | Date): RelativeTime {
  const then = toDayjs(time)
  if (!then.isValid()) return { kind: 'date', date: '' }
  const elapsed = toDayjs(now).valueOf() - then.valueOf()
  if (elapsed < HOUR_MS) return { kind: 'justNow' }
  if (elapsed < DAY_MS) return { kind: 'hoursAgo', hours: Math.floor(elapsed / HOUR_MS) }
  const days = Math.floor(elapsed / DAY_MS)
  if (days === 1 || days === 2 || days === 3) return { kind: 'daysAgo', days }
  return { kind: 'date', date: then.format('YYYY-MM-DD') }
}
