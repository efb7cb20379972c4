import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { getActivity, listActivities } from './activities.service'
import { meetingCalendar } from './calendar'
import { getMeeting, listMeetings, meetingOptions } from './meetings.service'
import { IdQuery } from '../../../src/contract/common'
import {
  BoothActivityDetail,
  BoothActivityListQuery,
  BoothActivityPage,
  CalendarFile,
  MeetingDetail,
  MeetingListQuery,
  MeetingOptions,
  MeetingPage,
  OfflineInviteConfig,
} from '../../../src/contract/meeting'
import { boothActivities, meetings, offlineSignIns } from '../../../src/contract/meeting.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { ApiError, found } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** Where the app that asked is served, for the links in a calendar file. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/**
 * /common-client: the programme, meetings and booth activities; open to visitors, a signed-in user also sees
 * what is theirs (an online room, a subscription). Status is on the programme's clock.
 */
export const programmeRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  serve(app, meetings.list, { request: MeetingListQuery, response: MeetingPage }, async (query, request) =>
    listMeetings(db, langOf(request), query, clock()),
  )

  serve(app, meetings.options, { response: MeetingOptions }, async (_, request) =>
    meetingOptions(db, langOf(request), clock()),
  )

  serve(app, meetings.detail, { request: IdQuery, response: MeetingDetail }, async ({ id }, request) => {
    const meeting = await getMeeting(db, langOf(request), id, clock(), request.sessionUser?.id)
    if (!meeting) throw new ApiError(404, 404, 'meeting.notFound')
    return meeting
  })

  serve(app, meetings.calendar, { request: IdQuery, response: CalendarFile }, async ({ id }, request) =>
    found(await meetingCalendar(db, langOf(request), id, originOf(request))),
  )

  serve(
    app,
    boothActivities.list,
    { request: BoothActivityListQuery, response: BoothActivityPage },
    async (query, request) => listActivities(db, langOf(request), query, clock(), request.sessionUser?.id),
  )

  serve(app, boothActivities.detail, { request: IdQuery, response: BoothActivityDetail }, async ({ id }, request) =>
    found(await getActivity(db, langOf(request), id, clock(), request.sessionUser?.id)),
  )

  // Signing in at the door is on for every meeting of this fair.
  serve(app, offlineSignIns.config, { response: OfflineInviteConfig }, async () => ({ enabled: true }))
}
