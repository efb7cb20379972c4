import type { RunMode } from './mode'
/** The fair's calendar runs on UTC+8 (China Standard Time), wherever the server runs. */
const FAIR_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** Start of the UTC+8 calendar day that `now` falls in. */
export function fairDayStart(now: Date): Date {
  const shifted = now.getTime() + FAIR_UTC_OFFSET_MS
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - FAIR_UTC_OFFSET_MS)
}

/** yyyy-mm-dd of the UTC+8 calendar day that `now` falls in, as stored in date columns. */
export const fairDate = (now: Date): string => new Date(now.getTime() + FAIR_UTC_OFFSET_MS).toISOString().slice(0, 10)

/** What the programme's rules take as now (meeting and activity status, sign-up and cancellation deadlines). */
export type Clock = () => Date

export const realClock: Clock = () => new Date()

/**
 * The programme's clock: real time, or in local mode FAIR_CLOCK (an ISO moment such as
 * 2026-09-09T10:00:00+08:00) from which it runs on, so a demo or a test can stand inside the fair's days.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv, mode: RunMode): { clock: Clock; report: string | null } {
  const moved = env.FAIR_CLOCK
  if (!moved) return { clock: realClock, report: null }
  if (mode === 'production')
    throw new Error('FAIR_CLOCK moves the fair programme clock for demos and tests; production refuses it')
  const start = Date.parse(moved)
  if (Number.isNaN(start)) throw new Error(`FAIR_CLOCK must be an ISO date and time, got "${moved}"`)
  const offset = start - Date.now()
  return {
    clock: () => new Date(Date.now() + offset),
    report: `fair programme clock: moved to ${new Date(start).toISOString()} at start (FAIR_CLOCK, local mode only)`,
  }
}
