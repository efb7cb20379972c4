import { mineRoutes, mineSummaryRoutes } from './routes'
import { domainRoutes, USER } from '../platform/domain'

/** The mine domain as one plugin: its routes, each under the backend service it answers. */
export const mineDomain = domainRoutes(
  { routes: mineRoutes, prefix: USER },
  { routes: mineSummaryRoutes, prefix: USER },
)
