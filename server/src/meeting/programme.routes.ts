import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { getActivity, listActivities } from './activities.service'
import { meetingCalendar } from './calendar'
import { getMeeting, listMeetings, meetingOptions } from './meetings.service'
import { IdQuery } from '../../../src/contract/common'
import { BoothActivityListQuery, MeetingListQuery } from '../../../src/contract/meeting'
import { optionalUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ApiError, ok, okOrNotFound } from '../platform/envelope'
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
  app.get('/meeting/list', { schema: { querystring: MeetingListQuery } }, async (request) =>
    ok(await listMeetings(db, langOf(request), request.query, clock())),
  )

  app.get('/meeting/options', async (request) => ok(await meetingOptions(db, langOf(request), clock())))

  app.get('/home/meetingDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    const meeting = await getMeeting(db, langOf(request), request.query.id, clock(), user?.id)
    if (!meeting) throw new ApiError(404, 404, 'meeting.notFound')
    return ok(meeting)
  })

  app.get('/meeting/ics', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await meetingCalendar(db, langOf(request), request.query.id, originOf(request))),
  )

  app.get('/boothActivity/list', { schema: { querystring: BoothActivityListQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await listActivities(db, langOf(request), request.query, clock(), user?.id))
  })

  app.get('/boothActivity/detail', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return okOrNotFound(await getActivity(db, langOf(request), request.query.id, clock(), user?.id))
  })

  // Signing in at the door is on for every meeting of this fair.
  app.get('/home/projectOfflineInviteConfig', async () => ok({ enabled: true }))
}
