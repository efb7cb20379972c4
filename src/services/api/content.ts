import type { Id, PageQuery } from '@/contract/common'
import type { FairArticleQuery, ListingApplyBody, MapPointQuery, ParkListQuery } from '@/contract/content'
import {
  articles,
  industryReports,
  investmentMap,
  listings,
  parks,
  policies,
  projects,
} from '@/contract/content.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Projects, parks, policies, news and fair articles. */
export function createContentApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    projectFilterOptions: (type?: number) => call(projects.filterOptions, { type }),
    industrySelect: () => call(projects.industries),
    carrierSelect: () => call(projects.carriers),
    investModeSelect: () => call(projects.investModes),
    pushTimeSelect: () => call(projects.pushTimes),
    majorProjectIndustrySelect: () => call(projects.majorIndustries),
    projectAreaList: () => call(investmentMap.areas),
    projectBrowsingRecord: (projectId: Id) => call(projects.browsingRecord, { projectId }),

    parkList: (q: ParkListQuery) => call(parks.list, q),
    parkFilterOptions: () => call(parks.filterOptions),
    parkInfo: (id: Id) => call(parks.info, { id }),
    parkTypes: () => call(parks.types),
    estateTypes: () => call(parks.estateTypes),
    parkTypeAllList: () => call(parks.allTypes),
    estateSelectList: () => call(parks.estateSelect),

    policyCategorySelect: () => call(policies.categories),

    fairArticle: (key: FairArticleQuery) => call(articles.fair, key, true),
    pickedInformationList: (q: PageQuery) => call(articles.pickedNews, q),

    industryReportIndustries: () => call(industryReports.industries),
    parkRoadshows: () => call(parks.roadshows),
    mapPoints: (q: MapPointQuery) => call(investmentMap.points, q),
    applyListing: (body: ListingApplyBody) => call(listings.apply, body, true),
    myListings: () => call(listings.mine),
  }
}
