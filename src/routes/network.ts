import type { RouteDef } from './route-def'

/** Project groups and the people of the fair. */
export const NETWORK_ROUTES = {
  projectGroupList: {
    path: '/project-group-list',
    page: 'packages/network/project-group-list/index',
    title: 'network.route.projectGroupList',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
