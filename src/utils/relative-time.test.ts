import { relativeTime } from './relative-time'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const now = new Date(2026, 8, 8, 12, 0, 0)
const ago = (ms: number) => now.getTime() - ms

describe('relativeTime', () => {
  it('is justNow under one hour', () => {
    expect(relativeTime(ago(0), now)).toEqual({ kind: 'justNow' })
    expect(relativeTime(ago(59 * MINUTE), now)).toEqual({ kind: 'justNow' })
    expect(relativeTime(ago(HOUR - 1), now)).toEqual({ kind: 'justNow' })
  })

  it('treats future times as justNow', () => {
    expect(relativeTime(ago(-3 * DAY), now)).toEqual({ kind: 'justNow' })
  })

  it('counts whole hours from one hour up to a day', () => {
    expect(relativeTime(ago(HOUR), now)).toEqual({ kind: 'hoursAgo', hours: 1 })
    expect(relativeTime(ago(2 * HOUR - 1), now)).toEqual({ kind: 'hoursAgo', hours: 1 })
    expect(relativeTime(ago(5 * HOUR + 30 * MINUTE), now)).toEqual({ kind: 'hoursAgo', hours: 5 })
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ kind: 'hoursAgo', hours: 23 })
  })

  it('counts whole days for one to three days', () => {
    expect(relativeTime(ago(DAY), now)).toEqual({ kind: 'daysAgo', days: 1 })
    expect(relativeTime(ago(2 * DAY - 1), now)).toEqual({ kind: 'daysAgo', days: 1 })
    expect(relativeTime(ago(2 * DAY), now)).toEqual({ kind: 'daysAgo', days: 2 })
    expect(relativeTime(ago(3 * DAY), now)).toEqual({ kind: 'daysAgo', days: 3 })
    expect(relativeTime(ago(4 * DAY - 1), now)).toEqual({ kind: 'daysAgo', days: 3 })
  })

  it('shows the local date from four days on', () => {
    expect(relativeTime(ago(4 * DAY), now)).toEqual({ kind: 'date', date: '2026-09-04' })
    expect(relativeTime(new Date(2025, 0, 31, 23, 59), now)).toEqual({ kind: 'date', date: '2025-01-31' })
  })

  it('reads 10-digit timestamps as seconds', () => {
    const seconds = Math.floor(ago(3 * HOUR) / 1000)
    expect(relativeTime(seconds, now)).toEqual({ kind: 'hoursAgo', hours: 3 })
    expect(relativeTime(String(seconds), now)).toEqual({ kind: 'hoursAgo', hours: 3 })
  })

  it('accepts now as a millisecond timestamp', () => {
    expect(relativeTime(ago(2 * DAY), now.getTime())).toEqual({ kind: 'daysAgo', days: 2 })
  })

  it('gives an empty date for unusable input', () => {
    expect(relativeTime('', now)).toEqual({ kind: 'date', date: '' })
    expect(relativeTime('garbage', now)).toEqual({ kind: 'date', date: '' })
  })
})
