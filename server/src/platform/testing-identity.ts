const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/** A valid 18-digit mainland ID number of someone born on `birth` (so tests can move with the clock). */
export function idNumberBornOn(birth: Date, region = '110105', sequence = '003'): string {
  const body = `${region}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${sequence}`
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0)
  return body + CHECK_CHARS[sum % 11]
}

/** `years` whole years before `now` (the same calendar day, UTC). */
export const yearsBefore = (now: Date, years: number) =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), Math.min(now.getUTCDate(), 28)))
