import type { Page, PageQuery } from './common'
import { get, post, USER } from './endpoint'
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
} from './points'

/** The points ledger (seed 000 sections 3, 4, 9). */
export const points = {
  rules: get<PointsRule[]>(USER, 'userPoints/ruleList', { access: 'public' }),
  finishedEvents: get<FinishedEvent[]>(USER, 'userPoints/listFinishEvent', { access: 'user' }),
  info: get<PointsInfo>(USER, 'userPoints/info', { access: 'user' }),
  levels: get<PointsLevel[]>(USER, 'userPoints/levelList', { access: 'public' }),
  memberConfig: get<MemberConfig>(USER, 'userPoints/memberConfig', { access: 'public' }),
  details: get<Page<PointsDetail>, PageQuery>(USER, 'userPoints/detailList', { access: 'user' }),
  /** Sent while a live or replay plays: the watch time the server credits meeting-watching points against. */
  watchBeat: post<null, WatchBeat>(USER, 'userPoints/watchBeat', { access: 'user' }),
  /** A retried request with the same idempotency key credits once and answers the first result. */
  add: post<PointsAddResult, PointsAddRequest>(USER, 'userPoints/add', { access: 'user' }),
}
