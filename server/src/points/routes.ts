import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  claimPoints,
  getMemberConfig,
  getPointsInfo,
  listDetails,
  listFinishedEvents,
  listLevels,
  listRules,
  type HasMeetingSignUp,
} from './service'
import { PageOf, PageQuery } from '../../../src/contract/common'
import {
  FinishedEvent,
  MemberConfig,
  PointsAddRequest,
  PointsAddResult,
  PointsDetail,
  PointsInfo,
  PointsLevel,
  PointsRule,
} from '../../../src/contract/points'
import { points } from '../../../src/contract/points.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'

/** /user-central/userPoints: the points ledger (seed 000 sections 3, 4, 9); every call but ruleList needs a token. */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ db: Database; hasMeetingSignUp: HasMeetingSignUp }> = async (
  app,
  { db, hasMeetingSignUp },
) => {
  serve(app, points.rules, { response: Type.Array(PointsRule) }, async (_, request) => listRules(db, langOf(request)))

  serve(app, points.finishedEvents, { response: Type.Array(FinishedEvent) }, async (_, request) =>
    listFinishedEvents(db, userOf(request).id, new Date()),
  )

  serve(app, points.info, { response: PointsInfo }, async (_, request) => getPointsInfo(db, userOf(request).id))

  serve(app, points.levels, { response: Type.Array(PointsLevel) }, async (_, request) =>
    listLevels(db, langOf(request)),
  )

  serve(app, points.memberConfig, { response: MemberConfig }, async (_, request) =>
    getMemberConfig(db, langOf(request)),
  )

  serve(app, points.details, { request: PageQuery, response: PageOf(PointsDetail) }, async (page, request) => {
    const user = userOf(request)
    return listDetails(db, user.id, langOf(request), page)
  })

  serve(
    app,
    points.add,
    { request: PointsAddRequest, response: PointsAddResult },
    async ({ actionType, idempotencyKey }, request) => {
      const user = userOf(request)
      return claimPoints(db, user.id, actionType, langOf(request), { requestKey: idempotencyKey, hasMeetingSignUp })
    },
  )
}
