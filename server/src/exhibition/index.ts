import { exhibitionUserRoutes } from './booth-views.routes'
import { enterpriseBoothRoutes } from './enterprise-booths.routes'
import { exhibitionFilterOptionsRoutes } from './filter-options.routes'
import { exhibitionHallRoutes } from './halls.routes'
import { exhibitionRoutes } from './routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The exhibition domain as one plugin: its routes, each under the backend service it answers. */
export const exhibitionDomain = domainRoutes(
  { routes: exhibitionRoutes, prefix: COMMON },
  { routes: exhibitionFilterOptionsRoutes, prefix: COMMON },
  { routes: exhibitionHallRoutes, prefix: COMMON },
  { routes: exhibitionUserRoutes, prefix: USER },
  { routes: enterpriseBoothRoutes, prefix: COMMON },
)

// What the domains above use of this one.
export { booths, exhibitionAreas, exhibitions } from './schema'
