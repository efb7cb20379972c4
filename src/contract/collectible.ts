import { Type, type Static } from '@sinclair/typebox'
import { Id } from './common'

/**
 * Every collectible call carries the user's token in the body (seed 000 section 7); optional in the schema so a
 * missing token answers 401 (like a missing accesstoken header), not 400.
 */
export const TokenRequest = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
})
export type TokenRequest = Static<typeof TokenRequest>

/** The task calls also name the task. */
export const TaskRequest = Type.Object({
  ...TokenRequest.properties,
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type TaskRequest = Static<typeof TaskRequest>

export const TaskInfo = Type.Object({
  remainingTimes: Type.Number(),
  /** Seconds to count down before a draw. */
  taskDuration: Type.Number(),
  /** 1 active (automatic draw); otherwise passive (a bag to open). */
  nftType: Type.Number(),
})
export type TaskInfo = Static<typeof TaskInfo>

export const DrawResult = Type.Object({
  isWin: Type.Boolean(),
  nftName: Type.String(),
  img: Type.String(),
})
export type DrawResult = Static<typeof DrawResult>

/** One collectible the user holds (the collection view). */
export const OwnedCollectible = Type.Object({
  id: Type.Number(),
  nftName: Type.String(),
  img: Type.String(),
  /** Edition number within its design, e.g. "012/200". */
  serialNo: Type.String(),
  /** Milliseconds since epoch. */
  acquiredAt: Type.Number(),
  /** Received as a gift: may be shown but never given on (one-level gifting). */
  received: Type.Boolean(),
})
export type OwnedCollectible = Static<typeof OwnedCollectible>

/** Gives one held, never-gifted collectible to the user bound to receiverPhone (a verified adult). */
export const GiftRequest = Type.Object({
  ...TokenRequest.properties,
  collectibleId: Id,
  receiverPhone: Type.String({ pattern: '^1[3-9][0-9]{9}$' }),
})
export type GiftRequest = Static<typeof GiftRequest>
