import { liveStateAt, LiveState } from './media.codes'

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
