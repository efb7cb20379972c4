import { mediaFileRoutes, mediaRoutes, mediaWatchRoutes } from './routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The media domain as one plugin: its routes, each under the backend service it answers. */
export const mediaDomain = domainRoutes(
  { routes: mediaRoutes, prefix: COMMON },
  { routes: mediaWatchRoutes, prefix: USER },
  { routes: mediaFileRoutes },
)

// What the domains above use of this one.
export { VideoCategory } from './catalogue.seed'
export { videos } from './schema'
