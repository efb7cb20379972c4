import type { zh } from './fair'

/** English strings of the fair domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'fair.route.notFound': 'Page not found',
  'fair.notFound.title': 'Page not found',
  'fair.notFound.text': 'The address {path} does not exist or has been taken down',
  'fair.notFound.home': 'Back to home',
  'fair.route.allServices': 'All services',
  'fair.services.entry': 'All services',
  'fair.services.group.fair': 'Fair services',
  'fair.services.group.content': 'Projects and parks',
  'fair.services.group.news': 'News',
  'fair.services.group.enterprise': 'Enterprises and exhibitors',
  'fair.services.group.media': 'Videos and speakers',
  'fair.services.group.city': 'Cities and services',
  'fair.services.group.network': 'Matchmaking and documents',
  'fair.services.searchAll': 'Search everything',
  'fair.services.pcZone': 'City zone (wide screen)',
  'fair.route.aboutCifit': 'About CIFIT',
  'fair.route.home': 'Home',
  'fair.home.searchPlaceholder': 'Search projects, parks, exhibitors, news',
  'fair.home.banners': 'Featured',
  'fair.home.latestProjects': 'Latest projects',
  'fair.home.latestNews': 'Latest news',
  'fair.home.hotSearches': 'Hot searches',
}
