import { Type, type Static } from '@sinclair/typebox'
import { Id } from './common'

export const PointsRule = Type.Object({
  actionType: Type.Number(),
  /** 0 means active; the client keeps only those. */
  status: Type.Number(),
  frequency: Type.Number(),
  point: Type.Number(),
  name: Type.String(),
})
export type PointsRule = Static<typeof PointsRule>

export const FinishedEvent = Type.Object({
  type: Type.Number(),
  total: Type.Number(),
})
export type FinishedEvent = Static<typeof FinishedEvent>

export const PointsLevel = Type.Object({
  level: Type.Number(),
  name: Type.String(),
  minPoints: Type.Number(),
})
export type PointsLevel = Static<typeof PointsLevel>

export const PointsInfo = Type.Object({
  balance: Type.Number(),
  level: Type.Number(),
})
export type PointsInfo = Static<typeof PointsInfo>

export const PointsDetail = Type.Object({
  id: Type.Number(),
  actionType: Type.Number(),
  point: Type.Number(),
  reason: Type.String(),
  createTime: Type.Number(),
})
export type PointsDetail = Static<typeof PointsDetail>

/** Body of userPoints/add: the action (a rule's actionType) and, one per claim attempt, the key a retry repeats. */
export const PointsAddRequest = Type.Object({
  actionType: Type.Integer({ minimum: 1, maximum: 32_767 }),
  idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})
export type PointsAddRequest = Static<typeof PointsAddRequest>

/** Answer of userPoints/add (the same for a repeated idempotency key); 400 unknown or inactive rule, 409 frequency used up. */
export const PointsAddResult = Type.Object({
  point: Type.Number(),
  reason: Type.String(),
  balance: Type.Number(),
})
export type PointsAddResult = Static<typeof PointsAddResult>

/** Body of userPoints/watchBeat: the live or replay playing. */
export const WatchBeat = Type.Object({ liveId: Id })
export type WatchBeat = Static<typeof WatchBeat>

export const MemberConfig = Type.Object({
  benefits: Type.Array(Type.String()),
})
export type MemberConfig = Static<typeof MemberConfig>
