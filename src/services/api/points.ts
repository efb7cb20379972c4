import type { PageQuery } from '@/contract/common'
import { points } from '@/contract/points.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Points: rules, balance, history and claims. */
export function createPointsApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    pointsRules: () => call(points.rules),
    pointsFinishedEvents: () => call(points.finishedEvents),
    pointsLevels: () => call(points.levels, undefined, true),
    pointsMemberConfig: () => call(points.memberConfig, undefined, true),
    pointsInfo: () => call(points.info, undefined, true),
    pointsDetails: (q: PageQuery) => call(points.details, q, true),
    pointsWatchBeat: (liveId: number) => call(points.watchBeat, { liveId }),
    /** idempotencyKey (1-100 chars, one per claim attempt): a retried request with the same key credits once and answers the first result. */
    addPoints: (actionType: number, idempotencyKey: string) => call(points.add, { actionType, idempotencyKey }),
  }
}
