import { engagementCommonRoutes, engagementUserRoutes } from './routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The engagement domain as one plugin: its routes, each under the backend service it answers. */
export const engagementDomain = domainRoutes(
  { routes: engagementCommonRoutes, prefix: COMMON },
  { routes: engagementUserRoutes, prefix: USER },
)

// What the domains above use of this one.
export type { ContentExists } from './collects.service'
export { isFollowing } from './follows.service'
export { collects, contentTags, eventPoints, follows, likes } from './schema'
export { recordEvent } from './service'
