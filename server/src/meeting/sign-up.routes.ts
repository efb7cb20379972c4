import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isSignedUp, signUpForMeeting } from './sign-ups.service'
import { MeetingSignUpRequest } from '../../../src/contract/meeting'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { requireUser } from '../platform/guard'

/** /user-central/meetingSignUp: personal meeting sign-up (seed 000 section 7, seed 001 sections 5, 8, 9); needs a token. */
export const meetingSignUpRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/meetingSignUp/sign', { schema: { body: MeetingSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await signUpForMeeting(db, user.id, request.body.meetingId)
    return ok(null)
  })

  app.get('/meetingSignUp/status', { schema: { querystring: MeetingSignUpRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok({ signedUp: await isSignedUp(db, user.id, request.query.meetingId) })
  })
}
