import type { zh } from './content.pages'

/** English strings of the content subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'content.route.majorProjectList': 'Major Projects',
  'content.majorCount': '{count} major projects',
  'content.roadshowSearchPlaceholder': 'Search roadshow projects',
  'content.roadshowCount': '{count} roadshows',
  'content.watchRoadshow': 'Watch roadshow',
  'content.viewProject': 'View project',
  'content.parkTypes': 'Park types',
  'content.estateTypes': 'Property types',
  'content.hotParks': 'Hot parks',
  'content.allParks': 'All parks',
  'content.policySearchPlaceholder': 'Search policy titles or issuers',
  'content.policyCount': '{count} policies',
  'content.policyContent': 'Full text',
  'content.policyAttachments': 'Images',
  'content.project.searchPlaceholder': 'Search project names',
  'content.project.introduction': 'About the project',
  'content.project.images': 'Images',
  'content.project.count': '{count} projects',
  'content.park.searchPlaceholder': 'Search park names',
  'content.park.introduction': 'About the park',
  'content.park.images': 'Images',
  'content.park.count': '{count} parks',
  'content.news.searchPlaceholder': 'Search news',
  'content.news.count': '{count} news items',
}
