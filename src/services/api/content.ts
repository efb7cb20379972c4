import type { Id, PageQuery, SearchQuery } from '@/contract/common'
import type {
  FairArticleQuery,
  IndustryReportQuery,
  ListingApplyBody,
  MajorProjectListQuery,
  MapPointQuery,
  ParkListQuery,
  PolicyQuery,
  ProjectListQuery,
} from '@/contract/content'
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
    projectList: (q: ProjectListQuery) => call(projects.list, q),
    majorProjectList: (q: MajorProjectListQuery) => call(projects.majorList, q),
    projectFilterOptions: (type?: number) => call(projects.filterOptions, { type }),
    industrySelect: () => call(projects.industries),
    carrierSelect: () => call(projects.carriers),
    investModeSelect: () => call(projects.investModes),
    pushTimeSelect: () => call(projects.pushTimes),
    majorProjectIndustrySelect: () => call(projects.majorIndustries),
    projectAreaList: () => call(investmentMap.areas),
    projectBrowsingRecord: (projectId: Id) => call(projects.browsingRecord, { projectId }),
    roadshows: (q: SearchQuery) => call(projects.roadshows, q),

    parkList: (q: ParkListQuery) => call(parks.list, q),
    parkFilterOptions: () => call(parks.filterOptions),
    parkInfo: (id: Id) => call(parks.info, { id }),
    parkTypes: () => call(parks.types),
    estateTypes: () => call(parks.estateTypes),
    parkTypeAllList: () => call(parks.allTypes),
    estateSelectList: () => call(parks.estateSelect),

    policySearch: (q: PolicyQuery) => call(policies.search, q),
    policyCategorySelect: () => call(policies.categories),

    fairArticle: (key: FairArticleQuery) => call(articles.fair, key, true),
    pickedInformationList: (q: PageQuery) => call(articles.pickedNews, q),

    industryReports: (q: IndustryReportQuery) => call(industryReports.list, q),
    industryReportIndustries: () => call(industryReports.industries),
    parkRoadshows: () => call(parks.roadshows),
    mapPoints: (q: MapPointQuery) => call(investmentMap.points, q),
    applyListing: (body: ListingApplyBody) => call(listings.apply, body, true),
    myListings: () => call(listings.mine),
  }
}
