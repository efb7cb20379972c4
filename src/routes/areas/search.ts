import type { RouteDef } from '../route-def'

/** Search pages and the meeting pages a search result opens (main package tab, subpackage meeting). */
export const SEARCH_ROUTES = {
  indexSearch: {
    path: '/index-search',
    page: 'pages/search/index',
    title: 'route.indexSearch',
    tab: { index: 1, text: 'tab.search', icon: 'assets/tab/search.png', selectedIcon: 'assets/tab/search-active.png' },
  },
  miniSearch: {
    path: '/mini-search',
    page: 'packages/meeting/mini-search/index',
    title: 'route.miniSearch',
    subpackage: 'meeting',
  },
  meetingSearch: {
    path: '/meeting-search',
    page: 'packages/meeting/meeting-search/index',
    title: 'route.meetingSearch',
    subpackage: 'meeting',
  },
  meetingDetails: {
    path: '/meeting-details',
    page: 'packages/meeting/meeting-details/index',
    title: 'route.meetingDetails',
    subpackage: 'meeting',
  },
} satisfies Record<string, RouteDef>
