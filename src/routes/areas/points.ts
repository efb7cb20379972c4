import type { RouteDef } from '../route-def'

/** The user's points: balance, level and tasks; the rules; the ledger (subpackage mine). */
export const POINTS_ROUTES = {
  myPoints: {
    path: '/my-points',
    page: 'packages/mine/my-points/index',
    title: 'route.myPoints',
    subpackage: 'mine',
  },
  pointsRules: {
    path: '/points-rules',
    page: 'packages/mine/points-rules/index',
    title: 'route.pointsRules',
    subpackage: 'mine',
  },
  pointsDetails: {
    path: '/points-details',
    page: 'packages/mine/points-details/index',
    title: 'route.pointsDetails',
    subpackage: 'mine',
  },
} satisfies Record<string, RouteDef>
