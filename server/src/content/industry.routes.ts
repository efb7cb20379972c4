import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
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
import { IdQuery, Option, PageOf, PageQuery } from '../../../src/contract/common'
import {
  IndustryReport,
  IndustryReportCard,
  IndustryReportQuery,
  ListingApplication,
  ListingApplyBody,
  MapPoint,
  MapPointQuery,
  NewsCard,
  ParkRoadshow,
  ProjectArea,
} from '../../../src/contract/content'
import { articles, industryReports, investmentMap, listings, parks } from '../../../src/contract/content.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { listPage, itemById } from '../platform/page-routes'

/** /common-client: industrial interpretations, park roadshows, the investment map and the news picked for a user. */
export const industryCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    industryReports.list,
    { request: IndustryReportQuery, response: PageOf(IndustryReportCard) },
    listPage(db, listReports),
  )
  serve(app, industryReports.industries, { response: Type.Array(Option) }, async (_, request) =>
    reportIndustries(db, langOf(request)),
  )
  serve(app, industryReports.detail, { request: IdQuery, response: IndustryReport }, itemById(db, getReport))
  serve(app, parks.roadshows, { response: Type.Array(ParkRoadshow) }, async (_, request) =>
    listParkRoadshows(db, langOf(request)),
  )
  serve(app, investmentMap.points, { request: MapPointQuery, response: Type.Array(MapPoint) }, async (query, request) =>
    listMapPoints(db, langOf(request), query),
  )
  serve(app, articles.pickedNews, { request: PageQuery, response: PageOf(NewsCard) }, async (page, request) =>
    listUserInformation(db, langOf(request), request.sessionUser?.id, page),
  )
}

/** /user-central: the areas with projects (the map's filter). */
export const industryUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, investmentMap.areas, { response: Type.Array(ProjectArea) }, async (_, request) =>
    listProjectAreas(db, langOf(request)),
  )
}

/** /merchants-client: applications to list a project or a park. */
export const listingRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    listings.apply,
    { request: ListingApplyBody, response: Type.Array(ListingApplication) },
    async (body, request) => applyListing(db, userOf(request).id, body),
  )
  serve(app, listings.mine, { response: Type.Array(ListingApplication) }, async (_, request) =>
    listMyListings(db, userOf(request).id),
  )
}
