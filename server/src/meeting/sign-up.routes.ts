import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { subscribeActivity, unsubscribeActivity } from './activities.service'
import { mySignIns, signIn, signInSheet } from './sign-ins.service'
import { cancelSignUp, isSignedUp, mySignUps, signUpForMeeting, signUpForMeetings } from './sign-ups.service'
import {
  ActivitySubscribeRequest,
  BatchSignUpRequest,
  MeetingCancelRequest,
  MeetingSignUpRequest,
  OfflineSheetQuery,
  OfflineSignInRequest,
} from '../../../src/contract/meeting'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/**
 * /user-central: personal meeting sign-ups (seed 000 section 7, seed 001 sections 5, 8, 9), booth activity
 * subscriptions and signing in at the door; all need a token (the agenda: network/agenda.routes.ts).
 */
export const meetingSignUpRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post('/meetingSignUp/sign', { schema: { body: MeetingSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { meetingId, invitationCode, replacing } = request.body
    await signUpForMeeting(db, user.id, meetingId, { lang: langOf(request), invitationCode, replacing, now: clock() })
    return ok(null)
  })

  app.get('/meetingSignUp/status', { schema: { querystring: MeetingCancelRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok({ signedUp: await isSignedUp(db, user.id, request.query.meetingId) })
  })

  app.post('/meetingSignUp/cancel', { schema: { body: MeetingCancelRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await cancelSignUp(db, user.id, request.body.meetingId, clock())
    return ok(null)
  })

  app.post('/meetingSignUp/batch', { schema: { body: BatchSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { meetingIds, dryRun } = request.body
    return ok(await signUpForMeetings(db, user.id, meetingIds, { lang: langOf(request), dryRun, now: clock() }))
  })

  app.get('/meetingSignUp/mine', async (request) => {
    const user = await requireUser(db, request)
    return ok(await mySignUps(db, langOf(request), user.id, clock()))
  })

  app.post('/boothActivity/subscribe', { schema: { body: ActivitySubscribeRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await subscribeActivity(db, user.id, request.body.activityId, clock())
    return ok(null)
  })

  app.post('/boothActivity/unsubscribe', { schema: { body: ActivitySubscribeRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await unsubscribeActivity(db, user.id, request.body.activityId, clock())
    return ok(null)
  })

  app.post('/userMeetingSignUpOffline/save', { schema: { body: OfflineSignInRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await signIn(db, user.id, request.body.meetingId, clock())
    return ok(null)
  })

  app.get('/userMeetingSignUpOffline/list', { schema: { querystring: OfflineSheetQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await signInSheet(db, langOf(request), user.id, request.query.meetingId))
  })

  app.get('/mine/offlineSignUpList', async (request) => {
    const user = await requireUser(db, request)
    return ok(await mySignIns(db, langOf(request), user.id))
  })
}
