import { commerceRoutes } from './commerce.routes'
import { fairConfigRoutes, fairModuleRoutes } from './config.routes'
import { fairGuideRoutes } from './guide.routes'
import { fairInfoRoutes, fairUserRoutes } from './info.routes'
import { vipCommonRoutes, vipUserRoutes } from './vip.routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The fair domain as one plugin: its routes, each under the backend service it answers. */
export const fairDomain = domainRoutes(
  { routes: fairConfigRoutes, prefix: COMMON },
  { routes: fairModuleRoutes, prefix: USER },
  { routes: fairGuideRoutes, prefix: COMMON },
  { routes: fairInfoRoutes, prefix: COMMON },
  { routes: fairUserRoutes, prefix: USER },
  { routes: vipCommonRoutes, prefix: COMMON },
  { routes: vipUserRoutes, prefix: USER },
  { routes: commerceRoutes, prefix: COMMON },
)

// What the domains above use of this one.
export { buildFairGuide } from './guide.seed'
export { fairArticles, fairConfig } from './schema'
export { vipOperatorRoutes } from './vip.routes'
