import type { zh } from './fair'

/** English strings of the fair domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'fair.route.notFound': 'Page not found',
  'fair.route.allServices': 'All services',
  'fair.services.entry': 'All services',
  'fair.route.aboutCifit': 'About CIFIT',
  'fair.route.home': 'Home',
  'fair.home.searchPlaceholder': 'Search projects, parks, exhibitors, news',
  'fair.home.banners': 'Featured',
  'fair.home.latestProjects': 'Latest projects',
  'fair.home.latestNews': 'Latest news',
  'fair.home.hotSearches': 'Hot searches',
}
