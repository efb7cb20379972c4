import type { RouteDef } from './route-def'

/** The user's digital collectibles; the seeds name the screen but no path. */
export const COLLECTIBLE_ROUTES = {
  myCollectibles: {
    path: '/my-collectibles',
    page: 'packages/collectible/my-collectibles/index',
    title: 'collectible.route.myCollectibles',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
