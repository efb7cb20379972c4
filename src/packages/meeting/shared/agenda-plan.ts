import type { AgendaEntry } from '@/contract/meeting'
import { fairDay } from './fair-day'

/** A gap between entries shorter than this is not worth showing as free time. */
export const MIN_FREE_MS = 30 * 60_000
/** An entry starting within this long is "about to start". */
export const SOON_MS = 60 * 60_000

/** One entry's key among both kinds (a meeting and an activity may share an id), as `overlaps` names entries. */
export const entryKey = (entry: Pick<AgendaEntry, 'kind' | 'id'>): string => `${entry.kind}-${entry.id}`

export type TimelineRow =
  { type: 'entry'; entry: AgendaEntry; overlapsWith: AgendaEntry[] } | { type: 'free'; start: number; end: number }

export interface DayPlan {
  /** yyyy-mm-dd on the fair's clock. */
  day: string
  rows: TimelineRow[]
}

/**
 * The agenda day by day on the fair's clock, earliest first: each entry with the entries the server says it
 * overlaps, and the free time between the busy stretches of a day when it lasts at least `minFree`.
 */
export function planDays(entries: readonly AgendaEntry[], minFree = MIN_FREE_MS): DayPlan[] {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime)
  const days: DayPlan[] = []
  let busyUntil = 0
  for (const entry of sorted) {
    const day = fairDay(entry.startTime)
    let plan = days[days.length - 1]
    if (plan?.day !== day) {
      plan = { day, rows: [] }
      days.push(plan)
      busyUntil = entry.startTime
    }
    if (entry.startTime - busyUntil >= minFree) plan.rows.push({ type: 'free', start: busyUntil, end: entry.startTime })
    busyUntil = Math.max(busyUntil, entry.endTime)
    const overlapsWith = sorted.filter((other) => other !== entry && entry.overlaps.includes(entryKey(other)))
    plan.rows.push({ type: 'entry', entry, overlapsWith })
  }
  return days
}

export interface NowAndNext {
  now: AgendaEntry[]
  next: AgendaEntry | null
}

/**
 * What is on at `clock` (the server's), and what comes next: the next entry of the same day while something is
 * on, else the next one if it starts within `soon`. Empty when neither holds.
 */
export function nowAndNext(entries: readonly AgendaEntry[], clock: number, soon = SOON_MS): NowAndNext {
  const now = entries.filter((entry) => entry.startTime <= clock && clock < entry.endTime)
  const upcoming = entries.filter((entry) => entry.startTime > clock).sort((a, b) => a.startTime - b.startTime)[0]
  const next =
    upcoming && (now.length > 0 ? fairDay(upcoming.startTime) === fairDay(clock) : upcoming.startTime - clock <= soon)
      ? upcoming
      : null
  return { now, next }
}
