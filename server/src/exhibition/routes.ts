import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox'
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
  type ExhibitionContentFilter,
} from './service'
import { FilterId, IdQuery, SearchQuery } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { filterIdOf } from '../platform/filter-id'
import { langOf } from '../platform/lang'

/** An id filter as a select option sends it: a numeric string, '' (any) or absent. */
const OptionalFilterId = Type.Optional(FilterId)

const AreaQuery = Type.Object({ exhibitionId: OptionalFilterId })

const ContentQuery = Type.Composite([
  SearchQuery,
  Type.Object({ exhibitionId: OptionalFilterId, areaId: OptionalFilterId, enterpriseId: OptionalFilterId }),
])

function contentFilterOf({
  keyword,
  exhibitionId,
  areaId,
  enterpriseId,
}: Static<typeof ContentQuery>): ExhibitionContentFilter {
  return {
    keyword,
    exhibitionId: filterIdOf(exhibitionId),
    areaId: filterIdOf(areaId),
    enterpriseId: filterIdOf(enterpriseId),
  }
}

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

  app.get('/exhibition/areaList', { schema: { querystring: AreaQuery } }, async (request) =>
    ok(await listHalls(db, langOf(request), filterIdOf(request.query.exhibitionId))),
  )

  app.get('/exhibition/areaSelect', { schema: { querystring: AreaQuery } }, async (request) =>
    ok(await areaOptions(db, langOf(request), filterIdOf(request.query.exhibitionId))),
  )

  app.get('/exhibition/areaDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getArea(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/boothList', { schema: { querystring: ContentQuery } }, async (request) => {
    const { pageNum, pageSize } = request.query
    return ok(await listBooths(db, langOf(request), contentFilterOf(request.query), { pageNum, pageSize }))
  })

  app.get('/exhibition/boothDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getBooth(db, langOf(request), request.query.id)),
  )

  app.get('/exhibition/exhibitList', { schema: { querystring: ContentQuery } }, async (request) => {
    const { pageNum, pageSize } = request.query
    return ok(await listExhibits(db, langOf(request), contentFilterOf(request.query), { pageNum, pageSize }))
  })
}
