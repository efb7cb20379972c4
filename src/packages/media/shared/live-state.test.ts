import { countdownParts, formatDuration } from './format'
import { liveStateAt, LiveState, msUntil } from './live-state'

describe('liveStateAt', () => {
  const start = Date.UTC(2026, 8, 8, 1, 0)
  const end = start + 90 * 60_000

  it('is not started until the start time, live from the start until the end, a replay from the end', () => {
    expect(liveStateAt(start, end, start - 86_400_000)).toBe(LiveState.notStarted)
    expect(liveStateAt(start, end, start - 1)).toBe(LiveState.notStarted)
    expect(liveStateAt(start, end, start)).toBe(LiveState.live)
    expect(liveStateAt(start, end, end - 1)).toBe(LiveState.live)
    expect(liveStateAt(start, end, end)).toBe(LiveState.replay)
    expect(liveStateAt(start, end, end + 86_400_000)).toBe(LiveState.replay)
  })

  it('treats a zero-length broadcast as a replay from its start', () => {
    expect(liveStateAt(start, start, start - 1)).toBe(LiveState.notStarted)
    expect(liveStateAt(start, start, start)).toBe(LiveState.replay)
  })
})

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
