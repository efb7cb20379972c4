import { networkAgendaRoutes } from './agenda.routes'
import { networkChatRoutes } from './chat.routes'
import { networkCircleRoutes } from './circle.routes'
import { networkCommonRoutes } from './common.routes'
import { networkDeskRoutes } from './desk.routes'
import { networkGroupRoutes } from './groups.routes'
import { networkMatchRoutes } from './match.routes'
import { networkPeopleRoutes } from './people.routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The network domain as one plugin: its routes, each under the backend service it answers. */
export const networkDomain = domainRoutes(
  { routes: networkCommonRoutes, prefix: COMMON },
  { routes: networkPeopleRoutes, prefix: USER },
  { routes: networkGroupRoutes, prefix: USER },
  // Mounted once: it serves the chat socket, which takes the server's upgrade requests.
  { routes: networkChatRoutes, prefix: USER },
  { routes: networkCircleRoutes, prefix: USER },
  { routes: networkMatchRoutes, prefix: USER },
  { routes: networkDeskRoutes, prefix: USER },
  { routes: networkAgendaRoutes, prefix: USER },
)

// What the domains above use of this one.
export { circlePosts } from './circle.schema'
export { networkOperatorRoutes } from './operator.routes'
export { userProfiles } from './people.schema'
