/** The kinds of video, in the order the database enum lists them. */
export const VIDEO_KINDS = ['forum', 'long', 'vip_roadshow'] as const

/** The three states of a live broadcast; the numbers are what the server sends as `state`. */
export const LiveState = { notStarted: 0, live: 1, replay: 2 } as const
export type LiveStateCode = (typeof LiveState)[keyof typeof LiveState]

/**
 * The state of a broadcast at `now` (all milliseconds since epoch): not started before `start`, live from `start`
 * (inclusive) until `end` (exclusive), a replay from `end` on.
 */
export function liveStateAt(start: number, end: number, now: number): LiveStateCode {
  if (now < start) return LiveState.notStarted
  if (now < end) return LiveState.live
  return LiveState.replay
}
