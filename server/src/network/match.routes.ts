import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifySchemaValidationError } from 'fastify'
import { listMatches, matchQuota, matchWith, recommendations } from './match.service'
import {
  acceptMeeting,
  cancelMeeting,
  declineMeeting,
  listMeetingRequests,
  proposeSlot,
  requestMeeting,
} from './negotiate.service'
import { fieldRefused } from './people'
import { PageOf, PageQuery } from '../../../src/contract/common'
import {
  Match,
  MatchForm,
  MatchQuota,
  MatchResult,
  MeetingDecision,
  MeetingRequest,
  MeetingRequestForm,
  MeetingRequestListQuery,
  ProposeForm,
  RecommendationQuery,
  Recommendations,
} from '../../../src/contract/network'
import { matchmaking, negotiation } from '../../../src/contract/network.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/** A meeting request's topic refused by the schema (missing, not text, too short or long): the topic's own words. */
const topicRefused = (errors: FastifySchemaValidationError[]) => {
  const [error] = errors
  const field = error?.params.missingProperty ?? error?.instancePath.replace(/^\//, '')
  return field === 'topic' ? fieldRefused('topic', 'topic') : undefined
}

/** /user-central/network: matchmaking (/mypage-engine) and the meetings it leads to (/mypage-negotiate). */
export const networkMatchRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter((errors, context) => topicRefused(errors) ?? fieldError(errors, context))

  serve(
    app,
    matchmaking.recommendations,
    { request: RecommendationQuery, response: Recommendations },
    async ({ kind }, request) => recommendations(db, langOf(request), userOf(request).id, kind, clock()),
  )

  serve(app, matchmaking.quota, { response: MatchQuota }, async (_, request) =>
    matchQuota(db, userOf(request).id, clock()),
  )

  serve(app, matchmaking.match, { request: MatchForm, response: MatchResult }, async (form, request) =>
    matchWith(db, langOf(request), userOf(request).id, form, clock()),
  )

  serve(app, matchmaking.list, { request: PageQuery, response: PageOf(Match) }, async (page, request) =>
    listMatches(db, langOf(request), userOf(request).id, page),
  )

  serve(app, negotiation.request, { request: MeetingRequestForm, response: MeetingRequest }, async (form, request) =>
    requestMeeting(db, langOf(request), userOf(request).id, form, clock()),
  )

  serve(
    app,
    negotiation.list,
    { request: MeetingRequestListQuery, response: PageOf(MeetingRequest) },
    async (query, request) => {
      const { pageNum, pageSize, ...filter } = query
      return listMeetingRequests(db, langOf(request), userOf(request).id, filter, { pageNum, pageSize }, clock())
    },
  )

  serve(app, negotiation.accept, { request: MeetingDecision, response: MeetingRequest }, async ({ id }, request) =>
    acceptMeeting(db, langOf(request), userOf(request).id, id, clock()),
  )

  serve(app, negotiation.decline, { request: MeetingDecision, response: MeetingRequest }, async (form, request) =>
    declineMeeting(db, langOf(request), userOf(request).id, form.id, form.reason ?? '', clock()),
  )

  serve(app, negotiation.cancel, { request: MeetingDecision, response: MeetingRequest }, async (form, request) =>
    cancelMeeting(db, langOf(request), userOf(request).id, form.id, form.reason ?? '', clock()),
  )

  serve(app, negotiation.propose, { request: ProposeForm, response: MeetingRequest }, async (form, request) =>
    proposeSlot(db, langOf(request), userOf(request).id, form, clock()),
  )
}
