import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

// The fair is held in Xiamen: times are shown as the fair's clock shows them (China Standard Time, no DST).
export const FAIR_UTC_OFFSET_MINUTES = 8 * 60

// Format used when a caller does not ask for another one.
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss'

// Anything the API, storage or a picker may hand over as a point in time.
export type DateInput = number | string | Date | dayjs.Dayjs | null | undefined

const SECONDS_DIGITS = /^\d{10}$/
const MILLISECONDS_DIGITS = /^\d{13}$/

// 10-digit numbers or numeric strings are Unix seconds, 13-digit ones milliseconds, other strings go to dayjs; empty input yields an invalid Dayjs, never "now".
// 0 is how an answer says "no date": it yields an invalid Dayjs too, never 1970-01-01.
export function toDayjs(value: DateInput): dayjs.Dayjs {
  if (value === null || value === undefined || value === 0) return dayjs(NaN)
  if (typeof value === 'number') {
    return SECONDS_DIGITS.test(String(value)) ? dayjs.unix(value) : dayjs(value)
  }
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '' || text === '0') return dayjs(NaN)
    if (SECONDS_DIGITS.test(text)) return dayjs.unix(Number(text))
    if (MILLISECONDS_DIGITS.test(text)) return dayjs(Number(text))
    return dayjs(text)
  }
  return dayjs(value)
}

// The same point in time on the fair's clock, whatever the device's time zone.
export function toFairTime(value: DateInput): dayjs.Dayjs {
  const date = toDayjs(value)
  return date.isValid() ? date.utcOffset(FAIR_UTC_OFFSET_MINUTES) : date
}

// Formats on the fair's clock; empty or unparseable input gives '' so templates never show "Invalid Date".
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  const date = toFairTime(value)
  return date.isValid() ? date.format(format) : ''
}
