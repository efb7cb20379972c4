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
import { IdQuery, SearchQuery } from '../../../src/contract/common'
import { ExhibitionAreaQuery, ExhibitionContentQuery } from '../../../src/contract/exhibition'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { filterIdOf } from '../platform/filter-id'
import { langOf } from '../platform/lang'

/** /common-client/exhibition: exhibitions, their zones by hall, booths with exhibitors, and exhibits. */
export const exhibitionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/exhibition/list', { schema: { querystring: SearchQuery } }, async (request) => {
    const { keyword, ...page } = request.query
    return ok(await listExhibitions(db, langOf(request), keyword, page))
  })

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

  app.get('/exhibition/boothList', { schema: { querystring: ExhibitionContentQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    return ok(await listBooths(db, langOf(request), filter, { pageNum, pageSize }))
  })

  app.get('/exhibition/boothDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getBooth(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/exhibitList', { schema: { querystring: ExhibitionContentQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    return ok(await listExhibits(db, langOf(request), filter, { pageNum, pageSize }))
  })
}
