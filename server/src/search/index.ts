import { searchRoutes } from './routes'
import { domainRoutes, COMMON } from '../platform/domain'

/** The search domain as one plugin: its routes, each under the backend service it answers. */
export const searchDomain = domainRoutes({ routes: searchRoutes, prefix: COMMON })

// What the domains above use of this one.
export { listKeywords, setKeywordHidden } from './keywords.service'
