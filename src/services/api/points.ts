import type { Page, PageQuery } from '@/contract/common'
import type {
  FinishedEvent,
  MemberConfig,
  PointsAddRequest,
  PointsAddResult,
  PointsDetail,
  PointsInfo,
  PointsLevel,
  PointsRule,
  WatchBeat,
} from '@/contract/points'
import { service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Points: rules, balance, history and claims. */
export function createPointsApi(http: HttpClient) {
  const { get, post } = service(http, USER)
  return {
    pointsRules: () => get<PointsRule[]>('userPoints/ruleList'),
    pointsFinishedEvents: () => get<FinishedEvent[]>('userPoints/listFinishEvent'),
    pointsLevels: () => get<PointsLevel[]>('userPoints/levelList', undefined, true),
    pointsMemberConfig: () => get<MemberConfig>('userPoints/memberConfig', undefined, true),
    pointsInfo: () => get<PointsInfo>('userPoints/info', undefined, true),
    pointsDetails: (q: PageQuery) => get<Page<PointsDetail>>('userPoints/detailList', q, true),
    /** Sent while a live or replay plays: the watch time the server credits meeting-watching points against. */
    pointsWatchBeat: (liveId: number) => post<null>('userPoints/watchBeat', { liveId } satisfies WatchBeat),
    /** idempotencyKey (1-100 chars, one per claim attempt): a retried request with the same key credits once and answers the first result. */
    addPoints: (actionType: number, idempotencyKey: string) =>
      post<PointsAddResult>('userPoints/add', { actionType, idempotencyKey } satisfies PointsAddRequest),
  }
}
