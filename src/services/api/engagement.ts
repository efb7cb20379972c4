import type {
  CollectState,
  ContentKey,
  ContentRef,
  CounterIncrement,
  EventPoint,
  LikeState,
  Tag,
} from '@/contract/engagement'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** What every content kind shares: tags, collects, likes, follows, counters and tracking events. */
export function createEngagementApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    tags: (ref: ContentRef) => common.get<Tag[]>('tag/listByContentIdAndType', ref),
    collect: (key: ContentKey) => user.post<CollectState>('unify/collect', key, true),
    checkCollect: (key: ContentKey) => user.post<CollectState>('unify/checkCollect', key),
    checkAgree: (key: ContentKey) => user.post<LikeState>('unify/checkAgree', key),
    agree: (key: ContentKey) => user.post<LikeState>('unify/agree', key, true),
    addNum: (key: CounterIncrement) => user.post<{ count: number }>('unify/addNum', key),
    follow: (targetId: number, targetType: number) =>
      user.post<{ followed: boolean }>('userFollowData/add', { targetId, targetType }, true),
    eventPoint: (event: EventPoint) => common.post<null>('event/eventPoint', event),
  }
}
