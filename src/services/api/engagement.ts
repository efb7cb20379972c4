import type { ContentKey, EventPoint } from '@/contract/engagement'
import { engagement } from '@/contract/engagement.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** What every content kind shares: tags, collects, likes, follows, counters and tracking events. */
export function createEngagementApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    collect: (key: ContentKey) => call(engagement.collect, key, true),
    checkCollect: (key: ContentKey) => call(engagement.checkCollect, key),
    checkAgree: (key: ContentKey) => call(engagement.checkAgree, key),
    agree: (key: ContentKey) => call(engagement.agree, key, true),
    follow: (targetId: number, targetType: number) => call(engagement.follow, { targetId, targetType }, true),
    eventPoint: (event: EventPoint) => call(engagement.eventPoint, event),
  }
}
