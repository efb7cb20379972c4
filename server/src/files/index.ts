import { fileMapperRoutes } from './mapper.routes'
import { filesCommonRoutes, filesStaticRoutes, filesUserRoutes } from './routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The files domain as one plugin: its routes, each under the backend service it answers. */
export const filesDomain = domainRoutes(
  { routes: filesCommonRoutes, prefix: COMMON },
  { routes: filesUserRoutes, prefix: USER },
  { routes: filesStaticRoutes },
  { routes: fileMapperRoutes, prefix: COMMON },
)

// What the domains above use of this one.
export { listContentAppendixes } from './appendixes.service'
