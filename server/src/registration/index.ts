import { registrationCommonRoutes } from './common.routes'
import { registrationGroupRoutes } from './group.routes'
import { projectFormRoutes } from './project-forms.routes'
import { registrationUserRoutes } from './routes'
import { uploadRoutes, uploadServeRoutes } from './uploads.routes'
import { domainRoutes, COMMON, MERCHANTS, USER } from '../platform/domain'

/** The registration domain as one plugin: its routes, each under the backend service it answers. */
export const registrationDomain = domainRoutes(
  { routes: registrationUserRoutes, prefix: USER },
  { routes: registrationGroupRoutes, prefix: USER },
  { routes: projectFormRoutes, prefix: USER },
  { routes: registrationCommonRoutes, prefix: COMMON },
  { routes: uploadRoutes, prefix: MERCHANTS },
  { routes: uploadServeRoutes },
)

// What the domains above use of this one.
export { readBadge } from './badge.service'
export { fairCalendar } from './calendar'
export { subkey } from './deps'
export type { RegistrationDeps } from './deps'
export { registrationOperatorRoutes } from './operator.routes'
export { uploads } from './uploads.schema'
