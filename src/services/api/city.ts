import type { CityQuery, ClusterQuery, ServiceQuery } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import type { Id } from '@/contract/common'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Member cities and units, industrial clusters, investment services and the wide-screen zone's city data. */
export function createCityApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    areaInfo: (areaId: Id) => call(city.areaInfo, { areaId }),
    areasWithAccounts: () => call(city.areasWithAccounts),
    setDefaultArea: (areaId: Id) => call(city.setDefaultArea, { areaId }),
    clusterList: (q: ClusterQuery) => call(city.clusterList, q),
    clusterIndustrySelect: () => call(city.clusterIndustrySelect),
    serviceList: (q: ServiceQuery) => call(city.serviceList, q),
    serviceCategorySelect: () => call(city.serviceCategorySelect),
    cityContacts: (q: CityQuery) => call(city.contactList, q),
    cityManual: (q: CityQuery) => call(city.manual, q),
    regionSection: (code: string) => call(city.regionSection, { code }, true),
  }
}
