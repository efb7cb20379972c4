import { Type, type Static } from '@sinclair/typebox'

export const Tag = Type.Object({
  id: Type.Number(),
  name: Type.String(),
})
export type Tag = Static<typeof Tag>

export const ContentRef = Type.Object({
  contentId: Type.Union([Type.Number(), Type.String()]),
  type: Type.Number(),
})
export type ContentRef = Static<typeof ContentRef>

export const CollectState = Type.Object({
  collected: Type.Boolean(),
})
export type CollectState = Static<typeof CollectState>

/** Whether the signed-in user likes an item (false when signed out) and how many people do. */
export const LikeState = Type.Object({
  agreed: Type.Boolean(),
  count: Type.Number(),
})
export type LikeState = Static<typeof LikeState>

export const ContentKey = Type.Object({
  contentId: Type.Number(),
  contentType: Type.Number(),
})
export type ContentKey = Static<typeof ContentKey>

/** A tracking event (seed 000 section 7: contentId, paramId, paramName, eventName). */
export const EventPoint = Type.Object({
  contentId: Type.Optional(Type.String()),
  paramId: Type.Optional(Type.String()),
  paramName: Type.Optional(Type.String()),
  eventName: Type.String(),
})
export type EventPoint = Static<typeof EventPoint>
