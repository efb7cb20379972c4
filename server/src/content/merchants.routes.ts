import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listOptions, listPushTimeOptions } from './catalogue.service'
import { getPark, listParks } from './parks.service'
import { IdQuery, Option, PageOf } from '../../../src/contract/common'
import { ParkCard, ParkDetail, ParkListQuery } from '../../../src/contract/content'
import { parks, projects } from '../../../src/contract/content.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { listPage, itemById } from '../platform/page-routes'

const Options = Type.Array(Option)

/** /merchants-client: three of the project list's filters (the list and its industries: projects.routes.ts); the park list, detail and its two filters. */
export const merchantsClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, projects.carriers, { response: Options }, async (_, request) =>
    listOptions(db, langOf(request), 'carrier'),
  )
  serve(app, projects.investModes, { response: Options }, async (_, request) =>
    listOptions(db, langOf(request), 'invest_mode'),
  )
  serve(app, projects.pushTimes, { response: Options }, async (_, request) => listPushTimeOptions(db, langOf(request)))

  serve(app, parks.list, { request: ParkListQuery, response: PageOf(ParkCard) }, listPage(db, listParks))

  serve(app, parks.info, { request: IdQuery, response: ParkDetail }, itemById(db, getPark))

  serve(app, parks.types, { response: Options }, async (_, request) => listOptions(db, langOf(request), 'park_type'))
  serve(app, parks.estateTypes, { response: Options }, async (_, request) =>
    listOptions(db, langOf(request), 'estate_type'),
  )
}
