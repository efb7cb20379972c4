import { collectibleRoutes } from './routes'
import { domainRoutes } from '../platform/domain'

/** The collectible domain as one plugin: its routes, each under the backend service it answers. */
export const collectibleDomain = domainRoutes({ routes: collectibleRoutes, prefix: '/collectible' })

// What the domains above use of this one.
export { collectibleDesigns, ownedCollectibles } from './schema'
export { placementTasks } from './service'
