import type { zh } from './search'

/** English strings of the search domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'search.route.indexSearch': 'Search',
  'search.placeholder': 'Search projects, parks, news, meetings...',
  'search.meetingPlaceholder': 'Search meetings and forums',
  'search.history': 'Recent searches',
  'search.clearHistory': 'Clear',
  'search.clearHistoryConfirm': 'Clear all recent searches?',
  'search.noHistory': 'No recent searches',
  'search.hot': 'Trending searches',
  'search.noHot': 'No trending searches yet',
  'search.tabTitle': '{kind} ({count})',
  'search.empty': 'Nothing found for “{keyword}”',
  'search.kind.all': 'All',
  'search.seeAll': 'See all',
  'search.kind.information': 'News',
  'search.kind.project': 'Projects',
  'search.kind.policy': 'Policies',
  'search.kind.park': 'Parks',
  'search.kind.meeting': 'Meetings',
  'search.kind.live': 'Live',
  'search.kind.enterprise': 'Companies',
  'search.kind.product': 'Products',
  'search.kind.merchantsStage': 'Roadshows',
  'search.kind.userInfo': 'People',
  'search.kind.dynamic': 'Posts',
}
