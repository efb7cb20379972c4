import type { RouteDef } from '../route-def'

/** The investment cloud space: the fair's online hub of streams, roadshows and exhibitions (subpackage meeting). */
export const MEETING_ROUTES = {
  yunMeeting: {
    path: '/yun-meeting',
    page: 'packages/meeting/yun-meeting/index',
    title: 'route.yunMeeting',
    subpackage: 'meeting',
  },
} satisfies Record<string, RouteDef>
