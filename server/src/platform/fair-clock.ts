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
