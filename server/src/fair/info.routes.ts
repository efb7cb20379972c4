import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
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
import { IdQuery, PageOf, SearchQuery } from '../../../src/contract/common'
import {
  AppDownload,
  Edition,
  EditionDetail,
  EditionQuery,
  GuideChapter,
  GuideListQuery,
  HonourList,
  HonourQuery,
  HotelCard,
  HotelDetail,
  QuestionnaireBody,
  QuestionnaireStanding,
} from '../../../src/contract/fair'
import { editions, fair, guide, hotels, questionnaire } from '../../../src/contract/fair.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import { found, ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { searchPage, itemById } from '../platform/page-routes'

/** /common-client: the fair's information: chapters of the guide, its stage, editions, awards, hotels, the app. */
export const fairInfoRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  serve(
    app,
    guide.chapters,
    { request: GuideListQuery, response: Type.Array(GuideChapter) },
    async ({ prefix }, request) => listChapters(db, langOf(request), prefix),
  )

  // Seed 001 section 7: the app reads this body whatever its code.
  app.get(routeUrl(app, fair.stageInfo), async (request) =>
    okOrNotFound(await getStageInfo(db, langOf(request), clock())),
  )

  serve(app, editions.list, { response: Type.Array(Edition) }, async (_, request) => listEditions(db, langOf(request)))
  serve(app, editions.detail, { request: EditionQuery, response: EditionDetail }, async ({ year }, request) =>
    found(await getEdition(db, langOf(request), year)),
  )
  serve(app, editions.honours, { request: HonourQuery, response: HonourList }, async ({ year }, request) =>
    found(await getHonours(db, langOf(request), year)),
  )
  serve(app, hotels.list, { request: SearchQuery, response: PageOf(HotelCard) }, searchPage(db, listHotels))
  serve(app, hotels.detail, { request: IdQuery, response: HotelDetail }, itemById(db, getHotel))
  serve(app, fair.appDownload, { response: AppDownload }, async (_, request) => getAppDownload(db, langOf(request)))
  app.get('/questionnaire/results', async () => ok(await getQuestionnaire(db, undefined)))
}

/** /user-central: the signed-in user's survey answers. */
export const fairUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, questionnaire.mine, { response: QuestionnaireStanding }, async (_, request) =>
    getQuestionnaire(db, request.sessionUser?.id),
  )
  serve(
    app,
    questionnaire.submit,
    { request: QuestionnaireBody, response: QuestionnaireStanding },
    async (body, request) => answerQuestionnaire(db, userOf(request).id, body),
  )
}
