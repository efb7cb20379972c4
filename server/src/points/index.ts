import { pointsRoutes } from './routes'
import { domainRoutes, USER } from '../platform/domain'

/** The points domain as one plugin: its routes, each under the backend service it answers. */
export const pointsDomain = domainRoutes({ routes: pointsRoutes, prefix: USER })

// What the domains above use of this one.
export { recordAction, recordWatchBeat } from './evidence.service'
export { pointsRecords } from './schema'
