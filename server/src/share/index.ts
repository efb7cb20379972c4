import { shareRoutes } from './routes'
import { domainRoutes, USER } from '../platform/domain'

/** The share domain as one plugin: its routes, each under the backend service it answers. */
export const shareDomain = domainRoutes({ routes: shareRoutes, prefix: USER })
