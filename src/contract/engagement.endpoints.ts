import { COMMON, get, post, USER } from './endpoint'
import type {
  CollectState,
  ContentKey,
  ContentRef,
  CounterIncrement,
  CounterState,
  EventPoint,
  FollowBody,
  FollowState,
  LikeState,
  Tag,
} from './engagement'

/** What every content kind shares: tags, collects, likes, follows, counters and tracking events. */
export const engagement = {
  tags: get<Tag[], ContentRef>(COMMON, 'tag/listByContentIdAndType', { access: 'public' }),
  /** A signed-in user's view is recorded against them; a guest's anonymously. */
  eventPoint: post<null, EventPoint>(COMMON, 'event/eventPoint', { access: 'optional' }),
  collect: post<CollectState, ContentKey>(USER, 'unify/collect', { access: 'user' }),
  checkCollect: post<CollectState, ContentKey>(USER, 'unify/checkCollect', { access: 'user' }),
  /** Works signed out too, so the like count shows to everyone. */
  checkAgree: post<LikeState, ContentKey>(USER, 'unify/checkAgree', { access: 'optional' }),
  agree: post<LikeState, ContentKey>(USER, 'unify/agree', { access: 'user' }),
  addNum: post<CounterState, CounterIncrement>(USER, 'unify/addNum', { access: 'public' }),
  follow: post<FollowState, FollowBody>(USER, 'userFollowData/add', { access: 'user' }),
}
