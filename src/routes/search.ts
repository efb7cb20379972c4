import type { RouteDef } from './route-def'

/** Search across every kind of content. */
export const SEARCH_ROUTES = {
  indexSearch: {
    path: '/index-search',
    page: 'pages/search/index',
    title: 'route.indexSearch',
    refresh: true,
    tab: { index: 1, text: 'tab.search', icon: 'assets/tab/search.png', selectedIcon: 'assets/tab/search-active.png' },
  },
} satisfies Record<string, RouteDef>
