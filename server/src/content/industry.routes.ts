import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  applyListing,
  getReport,
  listMapPoints,
  listMyListings,
  listParkRoadshows,
  listProjectAreas,
  listReports,
  listUserInformation,
  reportIndustries,
} from './industry.service'
import { IdQuery, PageQuery } from '../../../src/contract/common'
import { IndustryReportQuery, ListingApplyBody, MapPointQuery } from '../../../src/contract/content'
import { optionalUser, requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'

/** /common-client: industrial interpretations, park roadshows, the investment map and the news picked for a user. */
export const industryCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/industry/reportList', pagedList(db, { querystring: IndustryReportQuery }, listReports))
  app.get('/industry/reportIndustries', async (request) => ok(await reportIndustries(db, langOf(request))))
  app.get('/industry/report', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getReport(db, langOf(request), request.query.id)),
  )
  app.get('/park/roadshowList', async (request) => ok(await listParkRoadshows(db, langOf(request))))
  app.get('/investmentMap/points', { schema: { querystring: MapPointQuery } }, async (request) =>
    ok(await listMapPoints(db, langOf(request), request.query)),
  )
  app.get('/home/pickedInformationList', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await listUserInformation(db, langOf(request), user?.id, request.query))
  })
}

/** /user-central: the areas with projects (the map's filter). */
export const industryUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/unify/projectAreaList', async (request) => ok(await listProjectAreas(db, langOf(request))))
}

/** /merchants-client: applications to list a project or a park. */
export const listingRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/listing/apply', { schema: { body: ListingApplyBody } }, async (request) =>
    ok(await applyListing(db, (await requireUser(db, request)).id, request.body)),
  )
  app.get('/listing/mine', async (request) => ok(await listMyListings(db, (await requireUser(db, request)).id)))
}
