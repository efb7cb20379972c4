import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cancelSignUp, isSignedUp, mySignUps, signUpForMeeting, signUpForMeetings } from './sign-ups.service'
import { BatchSignUpRequest, MeetingCancelRequest, MeetingSignUpRequest } from '../../../src/contract/meeting'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { requireUser } from '../platform/guard'
import { langOf } from '../platform/lang'

/** /user-central/meetingSignUp: personal meeting sign-ups (seed 000 section 7, seed 001 sections 5, 8, 9); need a token. */
export const meetingSignUpRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/meetingSignUp/sign', { schema: { body: MeetingSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { meetingId, invitationCode, replacing } = request.body
    await signUpForMeeting(db, user.id, meetingId, { lang: langOf(request), invitationCode, replacing })
    return ok(null)
  })

  app.get('/meetingSignUp/status', { schema: { querystring: MeetingCancelRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok({ signedUp: await isSignedUp(db, user.id, request.query.meetingId) })
  })

  app.post('/meetingSignUp/cancel', { schema: { body: MeetingCancelRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await cancelSignUp(db, user.id, request.body.meetingId)
    return ok(null)
  })

  app.post('/meetingSignUp/batch', { schema: { body: BatchSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { meetingIds, dryRun } = request.body
    return ok(await signUpForMeetings(db, user.id, meetingIds, { lang: langOf(request), dryRun }))
  })

  app.get('/meetingSignUp/mine', async (request) => {
    const user = await requireUser(db, request)
    return ok(await mySignUps(db, langOf(request), user.id))
  })
}
