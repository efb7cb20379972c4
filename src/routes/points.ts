import type { RouteDef } from './route-def'

/** The user's points: balance, level and tasks; the rules; the ledger. */
export const POINTS_ROUTES = {
  myPoints: { path: '/my-points', page: 'packages/points/my-points/index', title: 'route.myPoints' },
  pointsRules: { path: '/points-rules', page: 'packages/points/points-rules/index', title: 'route.pointsRules' },
  pointsDetails: {
    path: '/points-details',
    page: 'packages/points/points-details/index',
    title: 'route.pointsDetails',
  },
} satisfies Record<string, RouteDef>
