import type { zh } from './fair'

/** English strings of the fair area; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'route.notFound': 'Page not found',
  'notFound.title': 'Page not found',
  'notFound.text': 'The address {path} does not exist or has been taken down',
  'notFound.home': 'Back to home',
  'route.allServices': 'All services',
  'services.entry': 'All services',
  'services.group.fair': 'Fair services',
  'services.group.content': 'Projects and parks',
  'services.group.news': 'News',
  'services.group.enterprise': 'Enterprises and exhibitors',
  'services.group.media': 'Videos and speakers',
  'services.group.city': 'Cities and services',
  'services.group.network': 'Matchmaking and documents',
  'services.searchAll': 'Search everything',
  'services.pcZone': 'City zone (wide screen)',
}
