import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cityExists, getAreaInfo, listContacts, listManual, listMemberUnits, setDefaultArea } from './cities.service'
import { getCluster, listClusterIndustries, listClusters } from './clusters.service'
import { getService, listServiceCategories, listServices } from './investment-services.service'
import { CityQuery, ClusterQuery, ServiceQuery } from '../../../src/contract/city'
import { IdQuery } from '../../../src/contract/common'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: member city info, clusters, investment services, contacts, manual and the user's default area. */
export const cityCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  /** 404 for an area code that is not a member unit, so a city's lists never answer empty for a typo. */
  const requireCity = async (areaId: number) => {
    if (!(await cityExists(db, areaId))) throw notFound()
  }

  app.get('/wechat/content/getAreaInfo', { schema: { querystring: CityQuery } }, async (request) =>
    okOrNotFound(await getAreaInfo(db, langOf(request), request.query.areaId)),
  )

  app.post('/userDefaultArea/setDefaultArea', { schema: { body: CityQuery } }, async (request) => {
    const user = await requireUser(db, request)
    await requireCity(request.body.areaId)
    await setDefaultArea(db, user.id, request.body.areaId)
    return ok(null)
  })

  app.get('/city/clusterList', { schema: { querystring: ClusterQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    await requireCity(filter.areaId)
    return ok(await listClusters(db, langOf(request), filter, { pageNum, pageSize }))
  })

  app.get('/city/clusterIndustrySelect', async (request) => ok(await listClusterIndustries(db, langOf(request))))

  app.get('/city/clusterDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getCluster(db, langOf(request), request.query.id)),
  )

  app.get('/city/serviceList', { schema: { querystring: ServiceQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    await requireCity(filter.areaId)
    return ok(await listServices(db, langOf(request), filter, { pageNum, pageSize }))
  })

  app.get('/city/serviceCategorySelect', async (request) => ok(listServiceCategories(langOf(request))))

  app.get('/city/serviceDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getService(db, langOf(request), request.query.id)),
  )

  app.get('/city/contactList', { schema: { querystring: CityQuery } }, async (request) => {
    await requireCity(request.query.areaId)
    return ok(await listContacts(db, langOf(request), request.query.areaId))
  })

  app.get('/city/manual', { schema: { querystring: CityQuery } }, async (request) => {
    await requireCity(request.query.areaId)
    return ok(await listManual(db, langOf(request), request.query.areaId))
  })
}

/** /merchants-client: the member units (cities with accounts) the region switch offers. */
export const cityMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/areaInfo/areaInfoHasAccounts', async (request) => ok(await listMemberUnits(db, langOf(request))))
}
