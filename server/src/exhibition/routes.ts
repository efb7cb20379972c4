import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
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
import { IdQuery, Option, PageOf, SearchQuery } from '../../../src/contract/common'
import {
  BoothCard,
  BoothDetail,
  ExhibitCard,
  ExhibitionAreaDetail,
  ExhibitionAreaQuery,
  ExhibitionCard,
  ExhibitionContentQuery,
  ExhibitionDetail,
  ExhibitionHall,
} from '../../../src/contract/exhibition'
import { exhibition } from '../../../src/contract/exhibition.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { filterIdOf } from '../platform/filter-id'
import { langOf } from '../platform/lang'
import { listPage, searchPage, itemById } from '../platform/page-routes'

/** /common-client/exhibition: exhibitions, their zones by hall, booths with exhibitors, and exhibits. */
export const exhibitionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    exhibition.list,
    { request: SearchQuery, response: PageOf(ExhibitionCard) },
    searchPage(db, listExhibitions),
  )

  serve(app, exhibition.select, { response: Type.Array(Option) }, async (_, request) =>
    exhibitionOptions(db, langOf(request)),
  )

  serve(app, exhibition.detail, { request: IdQuery, response: ExhibitionDetail }, itemById(db, getExhibition))

  serve(
    app,
    exhibition.areaList,
    { request: ExhibitionAreaQuery, response: Type.Array(ExhibitionHall) },
    async ({ exhibitionId }, request) => listHalls(db, langOf(request), filterIdOf(exhibitionId)),
  )

  serve(
    app,
    exhibition.areaSelect,
    { request: ExhibitionAreaQuery, response: Type.Array(Option) },
    async ({ exhibitionId }, request) => areaOptions(db, langOf(request), filterIdOf(exhibitionId)),
  )

  serve(app, exhibition.areaDetail, { request: IdQuery, response: ExhibitionAreaDetail }, itemById(db, getArea))

  serve(
    app,
    exhibition.boothList,
    { request: ExhibitionContentQuery, response: PageOf(BoothCard) },
    listPage(db, listBooths),
  )

  serve(app, exhibition.boothDetail, { request: IdQuery, response: BoothDetail }, itemById(db, getBooth))

  serve(
    app,
    exhibition.exhibitList,
    { request: ExhibitionContentQuery, response: PageOf(ExhibitCard) },
    listPage(db, listExhibits),
  )
}
