import type { RouteDef } from '../route-def'

/** The user's digital collectibles (subpackage mine); the seeds name the screen but no path. */
export const COLLECTIBLES_ROUTES = {
  myCollectibles: {
    path: '/my-collectibles',
    page: 'packages/mine/my-collectibles/index',
    title: 'route.myCollectibles',
    subpackage: 'mine',
  },
} satisfies Record<string, RouteDef>
