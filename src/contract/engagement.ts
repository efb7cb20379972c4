import { Type, type Static } from '@sinclair/typebox'
import { Id, Literals } from './common'
import { ContentType } from './common.codes'

/** A content type code this server knows (ContentType of common.codes); any other is refused. */
export const KnownContentType = Type.Integer({ enum: Object.values(ContentType) })

export const Tag = Type.Object({
  id: Type.Number(),
  name: Type.String(),
})
export type Tag = Static<typeof Tag>

/** tag/listByContentIdAndType: the item whose tags are listed. */
export const ContentRef = Type.Object({ contentId: Id, type: KnownContentType })
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

/** One content item: what collects, likes, counters and appendixes are asked about. */
export const ContentKey = Type.Object({ contentId: Id, contentType: KnownContentType })
export type ContentKey = Static<typeof ContentKey>

export const CounterKind = Literals(['view', 'share'])
export type CounterKind = Static<typeof CounterKind>

/** unify/addNum: one more view or share of an item. */
export const CounterIncrement = Type.Object({ ...ContentKey.properties, kind: CounterKind })
export type CounterIncrement = Static<typeof CounterIncrement>

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

/** A tracking event (seed 000 section 7: contentId, paramId, paramName, eventName). */
export const EventPoint = Type.Object({
  eventName: Type.String({ minLength: 1, maxLength: 64 }),
  contentId: Text(64),
  paramId: Text(64),
  paramName: Text(200),
})
export type EventPoint = Static<typeof EventPoint>

/** Body of userFollowData/add: what to follow, or stop following when already followed. */
export const FollowBody = Type.Object({ targetId: Id, targetType: KnownContentType })
export type FollowBody = Static<typeof FollowBody>

export const FollowState = Type.Object({ followed: Type.Boolean() })
export type FollowState = Static<typeof FollowState>

/** A counter's value after an increment. */
export const CounterState = Type.Object({ count: Type.Integer({ minimum: 0 }) })
export type CounterState = Static<typeof CounterState>
