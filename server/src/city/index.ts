import { cityCommonRoutes, cityMerchantsRoutes } from './routes'
import { domainRoutes, COMMON, MERCHANTS } from '../platform/domain'

/** The city domain as one plugin: its routes, each under the backend service it answers. */
export const cityDomain = domainRoutes(
  { routes: cityCommonRoutes, prefix: COMMON },
  { routes: cityMerchantsRoutes, prefix: MERCHANTS },
)

// What the domains above use of this one.
export { cities, clusters, investmentServices, regionSections } from './schema'
