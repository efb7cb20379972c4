/** A meeting's time as the time-slot rule reads it: from its start up to, not including, its end (milliseconds). */
export interface Span {
  startTime: number
  endTime: number
}

/** What one more meeting would make of a user's time: the most meetings at one instant, and the ones in the way. */
export interface SlotCheck<T extends Span> {
  /** The largest number of meetings, the new one included, running at one instant of the new meeting. */
  most: number
  /** The user's meetings running at an instant where the new one would make more than the limit, earliest first. */
  inTheWay: T[]
}

/**
 * The time-slot rule of seed 001 section 5 ("at most `limit` meetings at any instant"), by a sweep over the start and
 * end points of the user's meetings within the new one: a meeting ending as another starts does not overlap it.
 */
export function checkSlot<T extends Span>(meeting: Span, mine: readonly T[], limit: number): SlotCheck<T> {
  const inside = mine
    .filter((other) => other.startTime < meeting.endTime && other.endTime > meeting.startTime)
    .sort((a, b) => a.startTime - b.startTime)
  const points = inside
    .flatMap((other) => [
      { at: Math.max(other.startTime, meeting.startTime), other, starts: true },
      { at: Math.min(other.endTime, meeting.endTime), other, starts: false },
    ])
    .sort((a, b) => a.at - b.at)
  const running = new Set<T>()
  const inTheWay = new Set<T>()
  let most = 0
  points.forEach(({ at, other, starts }, index) => {
    if (starts) running.add(other)
    else running.delete(other)
    // Counted once every point of this instant is taken: ends and starts at one instant never meet.
    if (points[index + 1]?.at === at) return
    most = Math.max(most, running.size)
    if (running.size + 1 > limit) running.forEach((one) => inTheWay.add(one))
  })
  return { most: most + 1, inTheWay: inside.filter((other) => inTheWay.has(other)) }
}
