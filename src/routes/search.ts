import { routeQuery, type RouteDef } from './route-def'

/** Search across every kind of content. */
export const SEARCH_ROUTES = {
  indexSearch: {
    path: '/index-search',
    page: 'pages/search/index',
    title: 'search.route.indexSearch',
    refresh: true,
    tab: { index: 1, text: 'tab.search', icon: 'assets/tab/search.png', selectedIcon: 'assets/tab/search-active.png' },
    /** Read when the address is opened directly; in the app a keyword goes through the search store. */
    query: routeQuery<{ keyword?: string }>(),
  },
} satisfies Record<string, RouteDef>
