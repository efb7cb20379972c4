import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { agendaCalendar, agendaOf } from './agenda.service'
import { Agenda, CalendarFile } from '../../../src/contract/meeting'
import { meetingSignUps } from '../../../src/contract/meeting.endpoints'
import { userOf } from '../account'
import { originOf } from '../meeting'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /user-central: the signed-in user's agenda (meetings, booth activities and accepted one-to-one meetings) and its .ics. */
export const networkAgendaRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  serve(app, meetingSignUps.agenda, { response: Agenda }, async (_, request) =>
    agendaOf(db, langOf(request), userOf(request).id, clock()),
  )

  serve(app, meetingSignUps.agendaCalendar, { response: CalendarFile }, async (_, request) =>
    agendaCalendar(db, langOf(request), userOf(request).id, originOf(request)),
  )
}
