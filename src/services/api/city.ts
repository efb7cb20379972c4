import type {
  AreaInfo,
  CityContact,
  CityQuery,
  ClusterCard,
  ClusterDetail,
  ClusterQuery,
  ManualChapter,
  MemberUnit,
  RegionSection,
  RegionSectionQuery,
  ServiceCard,
  ServiceDetail,
  ServiceQuery,
} from '@/contract/city'
import type { Id, IdQuery, Option, Page } from '@/contract/common'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Member cities and units, industrial clusters, investment services and the wide-screen zone's city data. */
export function createCityApi(http: HttpClient) {
  const { common, merchants } = services(http)
  return {
    areaInfo: (areaId: Id) => common.get<AreaInfo>('wechat/content/getAreaInfo', { areaId } satisfies CityQuery),
    areasWithAccounts: () => merchants.post<MemberUnit[]>('areaInfo/areaInfoHasAccounts'),
    setDefaultArea: (areaId: Id) => common.post<null>('userDefaultArea/setDefaultArea', { areaId } satisfies CityQuery),
    clusterList: (q: ClusterQuery) => common.get<Page<ClusterCard>>('city/clusterList', q),
    clusterIndustrySelect: () => common.get<Option[]>('city/clusterIndustrySelect'),
    clusterDetail: (id: Id) => common.get<ClusterDetail>('city/clusterDetail', { id } satisfies IdQuery, true),
    serviceList: (q: ServiceQuery) => common.get<Page<ServiceCard>>('city/serviceList', q),
    serviceCategorySelect: () => common.get<Option[]>('city/serviceCategorySelect'),
    serviceDetail: (id: Id) => common.get<ServiceDetail>('city/serviceDetail', { id } satisfies IdQuery, true),
    cityContacts: (q: CityQuery) => common.get<CityContact[]>('city/contactList', q),
    cityManual: (q: CityQuery) => common.get<ManualChapter[]>('city/manual', q),
    /** A regional section (the Gansu zone) with its member cities and their latest projects. */
    regionSection: (code: string) =>
      common.get<RegionSection>('region/section', { code } satisfies RegionSectionQuery, true),
  }
}
