import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  areaOptions,
  exhibitionOptions,
  getArea,
  getBooth,
  getExhibition,
  listBooths,
  listExhibitions,
  listExhibits,
  listHalls,
} from './service'
import { IdQuery } from '../../../src/contract/common'
import { ExhibitionAreaQuery, ExhibitionContentQuery } from '../../../src/contract/exhibition'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { filterIdOf } from '../platform/filter-id'
import { langOf } from '../platform/lang'
import { keywordSearch, pagedList } from '../platform/page-routes'

/** /common-client/exhibition: exhibitions, their zones by hall, booths with exhibitors, and exhibits. */
export const exhibitionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/exhibition/list', keywordSearch(db, listExhibitions))

  app.get('/exhibition/select', async (request) => ok(await exhibitionOptions(db, langOf(request))))

  app.get('/exhibition/detail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getExhibition(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/areaList', { schema: { querystring: ExhibitionAreaQuery } }, async (request) =>
    ok(await listHalls(db, langOf(request), filterIdOf(request.query.exhibitionId))),
  )

  app.get('/exhibition/areaSelect', { schema: { querystring: ExhibitionAreaQuery } }, async (request) =>
    ok(await areaOptions(db, langOf(request), filterIdOf(request.query.exhibitionId))),
  )

  app.get('/exhibition/areaDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getArea(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/boothList', pagedList(db, { querystring: ExhibitionContentQuery }, listBooths))

  app.get('/exhibition/boothDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getBooth(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/exhibitList', pagedList(db, { querystring: ExhibitionContentQuery }, listExhibits))
}
