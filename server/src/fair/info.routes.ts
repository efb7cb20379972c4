import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listChapters } from './guide.service'
import {
  answerQuestionnaire,
  getAppDownload,
  getEdition,
  getHonours,
  getHotel,
  getQuestionnaire,
  getStageInfo,
  listEditions,
  listHotels,
} from './info.service'
import { IdQuery } from '../../../src/contract/common'
import { EditionQuery, GuideCode, HonourQuery, QuestionnaireBody } from '../../../src/contract/fair'
import { optionalUser, requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { keywordSearch } from '../platform/page-routes'

/** /common-client: the fair's information: chapters of the guide, its stage, editions, awards, hotels, the app. */
export const fairInfoRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get('/cifit/guideChapters', { schema: { querystring: Type.Object({ prefix: GuideCode }) } }, async (request) =>
    ok(await listChapters(db, langOf(request), request.query.prefix)),
  )

  // Seed 001 section 7: the app reads this body whatever its code.
  app.get('/stage/cifit/info', async (request) => okOrNotFound(await getStageInfo(db, langOf(request), clock())))

  app.get('/cifit/editions', async (request) => ok(await listEditions(db, langOf(request))))
  app.get('/cifit/edition', { schema: { querystring: EditionQuery } }, async (request) =>
    okOrNotFound(await getEdition(db, langOf(request), request.query.year)),
  )
  app.get('/cifit/honours', { schema: { querystring: HonourQuery } }, async (request) =>
    okOrNotFound(await getHonours(db, langOf(request), request.query.year)),
  )
  app.get('/cifit/hotelList', keywordSearch(db, listHotels))
  app.get('/cifit/hotelInfo', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getHotel(db, langOf(request), request.query.id)),
  )
  app.get('/cifit/appDownload', async (request) => ok(await getAppDownload(db, langOf(request))))
  app.get('/questionnaire/results', async () => ok(await getQuestionnaire(db, undefined)))
}

/** /user-central: the signed-in user's survey answers. */
export const fairUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/questionnaire/mine', async (request) => {
    const user = await optionalUser(db, request)
    return ok(await getQuestionnaire(db, user?.id))
  })
  app.post('/questionnaire/submit', { schema: { body: QuestionnaireBody } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await answerQuestionnaire(db, user.id, request.body))
  })
}
