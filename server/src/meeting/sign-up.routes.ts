import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { subscribeActivity, unsubscribeActivity } from './activities.service'
import { acceptReminder, signUpState } from './reminders.service'
import { mySignIns, signIn, signInSheet } from './sign-ins.service'
import { cancelSignUp, mySignUps, signUpForMeeting, signUpForMeetings } from './sign-ups.service'
import {
  ActivitySubscribeRequest,
  BatchSignUpRequest,
  BatchSignUpResult,
  MeetingCancelRequest,
  MeetingReminderRequest,
  MeetingSignUpRequest,
  MySignUp,
  OfflineSheet,
  OfflineSheetQuery,
  OfflineSignInRequest,
  OfflineSignUp,
  SignUpStatus,
  SignUpStatusQuery,
} from '../../../src/contract/meeting'
import { boothActivities, meetingSignUps, offlineSignIns } from '../../../src/contract/meeting.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
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
  serve(
    app,
    meetingSignUps.sign,
    { request: MeetingSignUpRequest, response: Type.Null() },
    async ({ meetingId, invitationCode, replacing }, request) => {
      const lang = langOf(request)
      await signUpForMeeting(db, userOf(request).id, meetingId, { lang, invitationCode, replacing, now: clock() })
      return null
    },
  )

  serve(
    app,
    meetingSignUps.status,
    { request: SignUpStatusQuery, response: SignUpStatus },
    async ({ meetingId }, request) => signUpState(db, userOf(request).id, meetingId),
  )

  serve(
    app,
    meetingSignUps.reminder,
    { request: MeetingReminderRequest, response: Type.Null() },
    async ({ meetingId }, request) => {
      await acceptReminder(db, userOf(request).id, meetingId, langOf(request), clock())
      return null
    },
  )

  serve(
    app,
    meetingSignUps.cancel,
    { request: MeetingCancelRequest, response: Type.Null() },
    async ({ meetingId }, request) => {
      await cancelSignUp(db, userOf(request).id, meetingId, clock())
      return null
    },
  )

  serve(
    app,
    meetingSignUps.batch,
    { request: BatchSignUpRequest, response: Type.Array(BatchSignUpResult) },
    async ({ meetingIds, dryRun }, request) =>
      signUpForMeetings(db, userOf(request).id, meetingIds, { lang: langOf(request), dryRun, now: clock() }),
  )

  serve(app, meetingSignUps.mine, { response: Type.Array(MySignUp) }, async (_, request) =>
    mySignUps(db, langOf(request), userOf(request).id, clock()),
  )

  serve(
    app,
    boothActivities.subscribe,
    { request: ActivitySubscribeRequest, response: Type.Null() },
    async ({ activityId }, request) => {
      await subscribeActivity(db, userOf(request).id, activityId, clock())
      return null
    },
  )

  serve(
    app,
    boothActivities.unsubscribe,
    { request: ActivitySubscribeRequest, response: Type.Null() },
    async ({ activityId }, request) => {
      await unsubscribeActivity(db, userOf(request).id, activityId, clock())
      return null
    },
  )

  serve(
    app,
    offlineSignIns.save,
    { request: OfflineSignInRequest, response: Type.Null() },
    async ({ meetingId }, request) => {
      await signIn(db, userOf(request).id, meetingId, clock())
      return null
    },
  )

  serve(
    app,
    offlineSignIns.sheet,
    { request: OfflineSheetQuery, response: OfflineSheet },
    async ({ meetingId }, request) => found(await signInSheet(db, langOf(request), userOf(request).id, meetingId)),
  )

  serve(app, offlineSignIns.mine, { response: Type.Array(OfflineSignUp) }, async (_, request) =>
    mySignIns(db, langOf(request), userOf(request).id),
  )
}
