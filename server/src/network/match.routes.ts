import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listMatches, matchQuota, matchWith, recommendations } from './match.service'
import {
  acceptMeeting,
  cancelMeeting,
  declineMeeting,
  listMeetingRequests,
  proposeSlot,
  requestMeeting,
} from './negotiate.service'
import { PageQuery } from '../../../src/contract/common'
import {
  MatchForm,
  MeetingDecision,
  MeetingRequestForm,
  MeetingRequestListQuery,
  ProposeForm,
  RecommendationQuery,
} from '../../../src/contract/network'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/** /user-central/network: matchmaking (/mypage-engine) and the meetings it leads to (/mypage-negotiate). */
export const networkMatchRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(fieldError)

  app.get('/network/match/recommendations', { schema: { querystring: RecommendationQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await recommendations(db, langOf(request), user.id, request.query.kind, clock()))
  })

  app.get('/network/match/quota', async (request) =>
    ok(await matchQuota(db, (await requireUser(db, request)).id, clock())),
  )

  app.post('/network/match', { schema: { body: MatchForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await matchWith(db, langOf(request), user.id, request.body, clock()))
  })

  app.get('/network/match/list', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listMatches(db, langOf(request), user.id, request.query))
  })

  app.post('/network/negotiate/request', { schema: { body: MeetingRequestForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await requestMeeting(db, langOf(request), user.id, request.body, clock()))
  })

  app.get('/network/negotiate/list', { schema: { querystring: MeetingRequestListQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { pageNum, pageSize, ...filter } = request.query
    return ok(await listMeetingRequests(db, langOf(request), user.id, filter, { pageNum, pageSize }, clock()))
  })

  app.post('/network/negotiate/accept', { schema: { body: MeetingDecision } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await acceptMeeting(db, langOf(request), user.id, request.body.id, clock()))
  })

  app.post('/network/negotiate/decline', { schema: { body: MeetingDecision } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await declineMeeting(db, langOf(request), user.id, request.body.id, request.body.reason ?? '', clock()))
  })

  app.post('/network/negotiate/cancel', { schema: { body: MeetingDecision } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await cancelMeeting(db, langOf(request), user.id, request.body.id, request.body.reason ?? '', clock()))
  })

  app.post('/network/negotiate/propose', { schema: { body: ProposeForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await proposeSlot(db, langOf(request), user.id, request.body, clock()))
  })
}
