import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { cityExists, getAreaInfo, listContacts, listManual, listMemberUnits, setDefaultArea } from './cities.service'
import { getCluster, listClusterIndustries, listClusters } from './clusters.service'
import { getService, listServiceCategories, listServices } from './investment-services.service'
import {
  AreaInfo,
  CityContact,
  CityQuery,
  ClusterCard,
  ClusterDetail,
  ClusterQuery,
  ManualChapter,
  MemberUnit,
  ServiceCard,
  ServiceDetail,
  ServiceQuery,
} from '../../../src/contract/city'
import { city } from '../../../src/contract/city.endpoints'
import { IdQuery, Option, PageOf } from '../../../src/contract/common'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found, notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { itemById } from '../platform/page-routes'

/** /common-client: member city info, clusters, investment services, contacts, manual and the user's default area. */
export const cityCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  /** 404 for an area code that is not a member unit, so a city's lists never answer empty for a typo. */
  const requireCity = async (areaId: number) => {
    if (!(await cityExists(db, areaId))) throw notFound()
  }

  serve(app, city.areaInfo, { request: CityQuery, response: AreaInfo }, async ({ areaId }, request) =>
    found(await getAreaInfo(db, langOf(request), areaId)),
  )

  serve(app, city.setDefaultArea, { request: CityQuery, response: Type.Null() }, async ({ areaId }, request) => {
    const user = userOf(request)
    await requireCity(areaId)
    await setDefaultArea(db, user.id, areaId)
    return null
  })

  serve(
    app,
    city.clusterList,
    { request: ClusterQuery, response: PageOf(ClusterCard) },
    async ({ pageNum, pageSize, ...filter }, request) => {
      await requireCity(filter.areaId)
      return listClusters(db, langOf(request), filter, { pageNum, pageSize })
    },
  )

  serve(app, city.clusterIndustrySelect, { response: Type.Array(Option) }, async (_, request) =>
    listClusterIndustries(db, langOf(request)),
  )

  serve(app, city.clusterDetail, { request: IdQuery, response: ClusterDetail }, itemById(db, getCluster))

  serve(
    app,
    city.serviceList,
    { request: ServiceQuery, response: PageOf(ServiceCard) },
    async ({ pageNum, pageSize, ...filter }, request) => {
      await requireCity(filter.areaId)
      return listServices(db, langOf(request), filter, { pageNum, pageSize })
    },
  )

  serve(app, city.serviceCategorySelect, { response: Type.Array(Option) }, async (_, request) =>
    listServiceCategories(langOf(request)),
  )

  serve(app, city.serviceDetail, { request: IdQuery, response: ServiceDetail }, itemById(db, getService))

  serve(
    app,
    city.contactList,
    { request: CityQuery, response: Type.Array(CityContact) },
    async ({ areaId }, request) => {
      await requireCity(areaId)
      return listContacts(db, langOf(request), areaId)
    },
  )

  serve(app, city.manual, { request: CityQuery, response: Type.Array(ManualChapter) }, async ({ areaId }, request) => {
    await requireCity(areaId)
    return listManual(db, langOf(request), areaId)
  })
}

/** /merchants-client: the member units (cities with accounts) the region switch offers. */
export const cityMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, city.areasWithAccounts, { response: Type.Array(MemberUnit) }, async (_, request) =>
    listMemberUnits(db, langOf(request)),
  )
}
