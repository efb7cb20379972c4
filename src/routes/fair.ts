import { routeQuery, type RouteDef } from './route-def'

/** The fair's home and information about the fair. */
export const FAIR_ROUTES = {
  home: {
    path: '/home',
    page: 'pages/home/index',
    title: 'fair.route.home',
    refresh: true,
    cached: true,
    tab: { index: 0, text: 'tab.home', icon: 'assets/tab/home.png', selectedIcon: 'assets/tab/home-active.png' },
    query: routeQuery<{ areaId?: number }>(),
  },
  /** Where an address the app does not serve lands (H5), and a page the mini program cannot find. */
  notFound: {
    path: '/not-found',
    page: 'packages/fair/not-found/index',
    title: 'fair.route.notFound',
    /** The address that was asked for. */
    query: routeQuery<{ from?: string }>(),
  },
  /** Every starting screen by domain, opened from the home entries. */
  allServices: { path: '/all-services', page: 'packages/fair/all-services/index', title: 'fair.route.allServices' },
  aboutCifit: { path: '/aboutCifit', page: 'packages/fair/about-cifit/index', title: 'fair.route.aboutCifit' },
} satisfies Record<string, RouteDef>
