import { programmeRoutes } from './programme.routes'
import { meetingSignUpRoutes } from './sign-up.routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The meeting domain as one plugin: its routes, each under the backend service it answers. */
export const meetingDomain = domainRoutes(
  { routes: programmeRoutes, prefix: COMMON },
  { routes: meetingSignUpRoutes, prefix: USER },
)
