import type { RouteDef } from './route-def'

/** The user's points: balance, level and tasks; the rules; the ledger. */
export const POINTS_ROUTES = {
  myPoints: {
    refresh: true,
    path: '/my-points',
    page: 'packages/points/my-points/index',
    title: 'points.route.myPoints',
  },
  pointsRules: {
    path: '/points-rules',
    page: 'packages/points/points-rules/index',
    title: 'points.route.pointsRules',
    refresh: true,
  },
  pointsDetails: {
    path: '/points-details',
    page: 'packages/points/points-details/index',
    title: 'points.route.pointsDetails',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
