import { engagementCommonRoutes, engagementUserRoutes } from './routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The engagement domain as one plugin: its routes, each under the backend service it answers. */
export const engagementDomain = domainRoutes(
  { routes: engagementCommonRoutes, prefix: COMMON },
  { routes: engagementUserRoutes, prefix: USER },
)
