import { catalogueCommonRoutes, catalogueMerchantsRoutes, catalogueUserRoutes } from './catalogue.routes'
import { commonClientRoutes } from './common.routes'
import { enterpriseProjectRoutes } from './enterprise-projects.routes'
import { contentFilterOptionsRoutes } from './filter-options.routes'
import { industryCommonRoutes, industryUserRoutes, listingRoutes } from './industry.routes'
import { merchantsClientRoutes } from './merchants.routes'
import { projectListRoutes } from './projects.routes'
import { regionSectionRoutes } from './region.routes'
import { domainRoutes, COMMON, MERCHANTS, USER } from '../platform/domain'

/** The content domain as one plugin: its routes, each under the backend service it answers. */
export const contentDomain = domainRoutes(
  // One definition answering under both backend services, as the app calls it.
  { routes: projectListRoutes, prefix: COMMON },
  { routes: projectListRoutes, prefix: MERCHANTS },
  { routes: commonClientRoutes, prefix: COMMON },
  { routes: merchantsClientRoutes, prefix: MERCHANTS },
  { routes: contentFilterOptionsRoutes, prefix: MERCHANTS },
  { routes: catalogueCommonRoutes, prefix: COMMON },
  { routes: catalogueMerchantsRoutes, prefix: MERCHANTS },
  { routes: catalogueUserRoutes, prefix: USER },
  { routes: industryCommonRoutes, prefix: COMMON },
  { routes: industryUserRoutes, prefix: USER },
  { routes: listingRoutes, prefix: MERCHANTS },
  { routes: regionSectionRoutes, prefix: COMMON },
  { routes: enterpriseProjectRoutes, prefix: COMMON },
)

// What the domains above use of this one.
export { projectBrowsingRecords } from './catalogue.schema'
export { news, parks, policies, projects } from './schema'
