import dayjs from 'dayjs'
import { DEFAULT_DATE_FORMAT, formatDate, toDayjs, toFairTime } from './date'

// Local-time constructors keep these tests independent of the machine's time zone.
const opening = new Date(2026, 8, 8, 9, 30, 15)
const openingMs = opening.getTime()
const openingSeconds = Math.floor(openingMs / 1000)

describe('DEFAULT_DATE_FORMAT', () => {
  it('is year-month-day with 24-hour time', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss')
  })
})

describe('toDayjs', () => {
  it('reads a 10-digit number as seconds', () => {
    expect(String(openingSeconds)).toHaveLength(10)
    expect(toDayjs(openingSeconds).valueOf()).toBe(openingSeconds * 1000)
  })

  it('reads a 10-digit numeric string as seconds', () => {
    expect(toDayjs(String(openingSeconds)).valueOf()).toBe(openingSeconds * 1000)
    expect(toDayjs(` ${openingSeconds} `).valueOf()).toBe(openingSeconds * 1000)
  })

  it('reads a 13-digit number or numeric string as milliseconds', () => {
    expect(String(openingMs)).toHaveLength(13)
    expect(toDayjs(openingMs).valueOf()).toBe(openingMs)
    expect(toDayjs(String(openingMs)).valueOf()).toBe(openingMs)
  })

  it('parses other strings with dayjs', () => {
    expect(toDayjs('2026-09-08 09:30:15').valueOf()).toBe(openingMs)
    expect(toDayjs('2026-09-08T01:30:15Z').valueOf()).toBe(Date.UTC(2026, 8, 8, 1, 30, 15))
  })

  it('accepts Date and Dayjs instances', () => {
    expect(toDayjs(opening).valueOf()).toBe(openingMs)
    expect(toDayjs(dayjs(opening)).valueOf()).toBe(openingMs)
  })

  it('gives an invalid date for empty input instead of the current time', () => {
    expect(toDayjs(null).isValid()).toBe(false)
    expect(toDayjs(undefined).isValid()).toBe(false)
    expect(toDayjs('').isValid()).toBe(false)
    expect(toDayjs('   ').isValid()).toBe(false)
  })

  it('reads 0, how an answer says it has no date, as none rather than 1970', () => {
    expect(toDayjs(0).isValid()).toBe(false)
    expect(toDayjs('0').isValid()).toBe(false)
    expect(formatDate(0, 'YYYY-MM-DD')).toBe('')
  })
})

describe('formatDate', () => {
  // 09:30:15 in Xiamen (UTC+8) is 01:30:15 UTC, wherever the device is.
  const fairOpeningMs = Date.UTC(2026, 8, 8, 1, 30, 15)
  const fairOpeningSeconds = fairOpeningMs / 1000

  it("uses the default format on the fair's clock", () => {
    expect(formatDate(fairOpeningMs)).toBe('2026-09-08 09:30:15')
    expect(formatDate(new Date(fairOpeningMs))).toBe('2026-09-08 09:30:15')
  })

  it('accepts a custom format', () => {
    expect(formatDate(fairOpeningMs, 'YYYY-MM-DD')).toBe('2026-09-08')
    expect(formatDate(fairOpeningMs, 'MM/DD HH:mm')).toBe('09/08 09:30')
  })

  it('formats second and millisecond timestamps alike', () => {
    expect(formatDate(fairOpeningSeconds)).toBe('2026-09-08 09:30:15')
    expect(formatDate(String(fairOpeningSeconds))).toBe('2026-09-08 09:30:15')
    expect(formatDate(String(fairOpeningMs))).toBe('2026-09-08 09:30:15')
  })

  it('formats UTC strings on the fair clock, a day later when UTC is still on the day before', () => {
    expect(formatDate('2026-09-08T01:30:15Z')).toBe('2026-09-08 09:30:15')
    expect(formatDate('2026-09-07T20:00:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-09-08 04:00')
  })

  it('keeps the instant: toFairTime changes only how it reads', () => {
    expect(toFairTime(fairOpeningMs).valueOf()).toBe(fairOpeningMs)
    expect(toFairTime(null).isValid()).toBe(false)
  })

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(NaN)).toBe('')
    expect(formatDate(new Date('nope'))).toBe('')
  })
})
