import { countdownParts, formatDuration, msUntil } from './format'

describe('countdown and duration formatting', () => {
  it('counts down to zero, never below', () => {
    expect(msUntil(1000, 400)).toBe(600)
    expect(msUntil(1000, 1000)).toBe(0)
    expect(msUntil(1000, 5000)).toBe(0)
    expect(countdownParts((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
    })
    expect(countdownParts(-5)).toEqual({ days: 0, hours: '00', minutes: '00', seconds: '00' })
  })

  it('shows m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(59)).toBe('0:59')
    expect(formatDuration(754)).toBe('12:34')
    expect(formatDuration(3600)).toBe('1:00:00')
    expect(formatDuration(7384)).toBe('2:03:04')
  })
})
