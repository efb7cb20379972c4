import { points } from '@/contract/points.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Points: rules, balance, history and claims. */
export function createPointsApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    pointsRules: () => call(points.rules),
    pointsFinishedEvents: () => call(points.finishedEvents),
    pointsWatchBeat: (liveId: number) => call(points.watchBeat, { liveId }),
    /** idempotencyKey (1-100 chars, one per claim attempt): a retried request with the same key credits once and answers the first result. */
    addPoints: (actionType: number, idempotencyKey: string) => call(points.add, { actionType, idempotencyKey }),
  }
}
