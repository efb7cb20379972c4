import type { Id } from '@/contract/common'
import type { ListingApplyBody } from '@/contract/content'
import { industryReports, listings, parks, policies, projects } from '@/contract/content.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Projects, parks, policies, industry reports, the investment map and listing applications. */
export function createContentApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    projectFilterOptions: (type?: number) => call(projects.filterOptions, { type }),
    industrySelect: () => call(projects.industries),
    projectBrowsingRecord: (projectId: Id) => call(projects.browsingRecord, { projectId }),

    parkFilterOptions: () => call(parks.filterOptions),
    parkTypes: () => call(parks.types),
    estateTypes: () => call(parks.estateTypes),

    policyCategorySelect: () => call(policies.categories),

    industryReportIndustries: () => call(industryReports.industries),
    applyListing: (body: ListingApplyBody) => call(listings.apply, body, true),
  }
}
