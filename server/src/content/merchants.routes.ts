import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listOptions, listPushTimeOptions } from './catalogue.service'
import { getPark, listParks } from './parks.service'
import { IdQuery } from '../../../src/contract/common'
import { ParkListQuery } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'

/** /merchants-client: three of the project list's filters (the list and its industries: projects.routes.ts); the park list, detail and its two filters. */
export const merchantsClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/project/carrierSelect', PUBLIC_READ, async (request) =>
    ok(await listOptions(db, langOf(request), 'carrier')),
  )
  app.post('/project/pInvestModeSelect', PUBLIC_READ, async (request) =>
    ok(await listOptions(db, langOf(request), 'invest_mode')),
  )
  app.post('/project/pushTimeSelect', PUBLIC_READ, async (request) =>
    ok(await listPushTimeOptions(db, langOf(request))),
  )

  app.post('/park/list', { ...PUBLIC_READ, ...pagedList(db, { body: ParkListQuery }, listParks) })

  app.post('/park/parkInfo', { schema: { body: IdQuery } }, async (request) =>
    okOrNotFound(await getPark(db, langOf(request), request.body.id)),
  )

  app.post('/park/parkTypeList', PUBLIC_READ, async (request) =>
    ok(await listOptions(db, langOf(request), 'park_type')),
  )
  app.post('/park/estateTypeList', PUBLIC_READ, async (request) =>
    ok(await listOptions(db, langOf(request), 'estate_type')),
  )
}
