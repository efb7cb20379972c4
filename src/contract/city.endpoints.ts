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
} from './city'
import type { IdQuery, Option, Page } from './common'
import { COMMON, get, MERCHANTS, post } from './endpoint'

/**
 * Member cities and units, industrial clusters, investment services, contacts and guide, the user's default area and
 * the regional sections. A city's lists answer 404 for an area code that is not a member unit.
 */
export const city = {
  areaInfo: get<AreaInfo, CityQuery>(COMMON, 'wechat/content/getAreaInfo', { access: 'public' }),
  /** The member units (cities with accounts) the region switch offers. */
  areasWithAccounts: post<MemberUnit[]>(MERCHANTS, 'areaInfo/areaInfoHasAccounts', { access: 'public' }),
  /** Records the member unit the user chose; choosing again replaces it. */
  setDefaultArea: post<null, CityQuery>(COMMON, 'userDefaultArea/setDefaultArea', { access: 'user' }),
  clusterList: get<Page<ClusterCard>, ClusterQuery>(COMMON, 'city/clusterList', { access: 'public' }),
  clusterIndustrySelect: get<Option[]>(COMMON, 'city/clusterIndustrySelect', { access: 'public' }),
  clusterDetail: get<ClusterDetail, IdQuery>(COMMON, 'city/clusterDetail', { access: 'public' }),
  serviceList: get<Page<ServiceCard>, ServiceQuery>(COMMON, 'city/serviceList', { access: 'public' }),
  serviceCategorySelect: get<Option[]>(COMMON, 'city/serviceCategorySelect', { access: 'public' }),
  serviceDetail: get<ServiceDetail, IdQuery>(COMMON, 'city/serviceDetail', { access: 'public' }),
  contactList: get<CityContact[], CityQuery>(COMMON, 'city/contactList', { access: 'public' }),
  manual: get<ManualChapter[], CityQuery>(COMMON, 'city/manual', { access: 'public' }),
  /** A regional section (the Gansu zone) with its member cities and their latest projects. */
  regionSection: get<RegionSection, RegionSectionQuery>(COMMON, 'region/section', { access: 'public' }),
}
