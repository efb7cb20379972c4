import type { zh } from './catalogue'

/** English strings of the catalogue area; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'route.hotProjectList': 'Hot Projects',
  'route.memberProjectList': 'City Projects',
  'route.majorProjectList': 'Major Projects',
  'route.projectGroupList': 'Project Group Chats',
  'route.roadshow': 'Project Roadshows',
  'route.hotParkList': 'Hot Parks',
  'route.park': 'Parks',
  'route.policy': 'Policies',
  'route.goldkeyPolicy': 'Investment Policies',
  'route.richDetail': 'Policy Details',
  'route.cifitRichDetail': 'About the Fair',
  'route.protocol': 'Agreement',

  'catalogue.majorProject': 'Major project',
  'catalogue.investmentProject': 'Investment project',
  'catalogue.projectType': 'Project type',
  'catalogue.majorCount': '{count} major projects',

  'catalogue.groupSearchPlaceholder': 'Search group chats',
  'catalogue.groupCount': '{count} group chats',
  'catalogue.groupOpen': 'Open',
  'catalogue.groupPrivate': 'Private',
  'catalogue.groupFull': 'Full',
  'catalogue.groupMembers': '{count}/{limit} members',
  'catalogue.groupProject': 'Project: {title}',

  'catalogue.roadshowSearchPlaceholder': 'Search roadshow projects',
  'catalogue.roadshowCount': '{count} roadshows',
  'catalogue.watchRoadshow': 'Watch roadshow',
  'catalogue.viewProject': 'View project',

  'catalogue.parkTypes': 'Park types',
  'catalogue.estateTypes': 'Property types',
  'catalogue.hotParks': 'Hot parks',
  'catalogue.allParks': 'All parks',

  'catalogue.policySearchPlaceholder': 'Search policy titles or issuers',
  'catalogue.policyCategory': 'Category',
  'catalogue.policyCount': '{count} policies',
  'catalogue.issuer': 'Issued by',
  'catalogue.publishDate': 'Published',
  'catalogue.policyContent': 'Full text',
  'catalogue.policyAttachments': 'Images',
}
