import { city } from '@/contract/city.endpoints'
import type { Id } from '@/contract/common'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Member cities and units, industrial clusters, investment services and the wide-screen zone's city data. */
export function createCityApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    setDefaultArea: (areaId: Id) => call(city.setDefaultArea, { areaId }),
    clusterIndustrySelect: () => call(city.clusterIndustrySelect),
    serviceCategorySelect: () => call(city.serviceCategorySelect),
  }
}
