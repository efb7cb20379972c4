import type { Page, SearchQuery } from './common'
import type { NewsHit, NewsQuery, ProjectHit } from './content'
import { policies } from './content.endpoints'
import { COMMON, get, type Endpoint } from './endpoint'
import { enterprises, products } from './enterprise.endpoints'
import type { SearchHit, SearchRank } from './search'
import type { SearchKind } from './search.codes'

/**
 * The eleven searches under /common-client/home by kind, each a page of search hits (some kinds with more fields);
 * the policy, enterprise and product searches are their own domains' lists too.
 */
export const searches = {
  /** News hits that are full news cards (the news lists use it too); page 1 without a category counts the search. */
  information: get<Page<NewsHit>, NewsQuery>(COMMON, 'home/informationSearch', { access: 'optional' }),
  /** Project hits with every project-card field; the project's own 1/2 kind is `projectType`. */
  project: get<Page<ProjectHit>, SearchQuery>(COMMON, 'home/projectSearch', { access: 'public', publicRead: true }),
  policy: policies.search,
  park: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/parkSearch', { access: 'public', publicRead: true }),
  meeting: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/meetingSearch', { access: 'public', publicRead: true }),
  live: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/liveSearch', { access: 'public' }),
  enterprise: enterprises.search,
  product: products.search,
  merchantsStage: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/merchantsStageSearch', {
    access: 'public',
    publicRead: true,
  }),
  userInfo: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/userInfoSearch', { access: 'public', publicRead: true }),
  dynamic: get<Page<SearchHit>, SearchQuery>(COMMON, 'home/dynamicSearch', { access: 'public', publicRead: true }),
} satisfies Record<SearchKind, Endpoint<SearchQuery, Page<SearchHit>>>

export const keywords = {
  /** The most searched keywords: the seeded ranking plus what signed-in users searched. */
  hot: get<SearchRank[]>(COMMON, 'home/listSearchRank', { access: 'public' }),
}
