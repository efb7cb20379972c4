import type { zh } from './fair.pages'

/** English strings of the fair subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'fair.notFound.title': 'Page not found',
  'fair.notFound.text': 'The address {path} does not exist or has been taken down',
  'fair.notFound.home': 'Back to home',
  'fair.services.group.fair': 'Fair services',
  'fair.services.group.content': 'Projects and parks',
  'fair.services.group.news': 'News',
  'fair.services.group.enterprise': 'Enterprises and exhibitors',
  'fair.services.group.media': 'Videos and speakers',
  'fair.services.group.city': 'Cities and services',
  'fair.services.group.network': 'Matchmaking and documents',
  'fair.services.searchAll': 'Search everything',
  'fair.services.pcZone': 'City zone (wide screen)',
}
