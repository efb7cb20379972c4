import type { Page, SearchQuery } from '@/contract/common'
import type { ProjectCard, ProjectHit } from '@/contract/content'
import type { SearchHit } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { searches } from '@/contract/search.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Project cards from the project search: each hit's own 1/2 kind goes back into `type`. */
export function projectCards(page: Page<ProjectHit>): Page<ProjectCard> {
  return { ...page, list: page.list.map(({ projectType, ...hit }) => ({ ...hit, type: projectType })) }
}

/** The searches under /common-client/home. */
export function createSearchApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    // Every kind's hits are search hits, some with more fields.
    search: (kind: SearchKind, q: SearchQuery) => call<SearchQuery, Page<SearchHit>>(searches[kind], q),
  }
}
