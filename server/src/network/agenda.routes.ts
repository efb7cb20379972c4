import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { agendaCalendar, agendaOf } from './agenda.service'
import { requireUser } from '../account/guard'
import { originOf } from '../meeting/programme.routes'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /user-central: the signed-in user's agenda (meetings, booth activities and accepted one-to-one meetings) and its .ics. */
export const networkAgendaRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get('/meetingSignUp/agenda', async (request) => {
    const user = await requireUser(db, request)
    return ok(await agendaOf(db, langOf(request), user.id, clock()))
  })

  app.get('/meetingSignUp/agenda.ics', async (request) => {
    const user = await requireUser(db, request)
    return ok(await agendaCalendar(db, langOf(request), user.id, originOf(request)))
  })
}
