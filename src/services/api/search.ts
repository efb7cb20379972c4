import type { Page, SearchQuery } from '@/contract/common'
import type { NewsQuery, ProjectCard } from '@/contract/content'
import type { SearchHit } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { keywords, searches } from '@/contract/search.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** The searches under /common-client/home and the hot keywords. */
export function createSearchApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    // Every kind's hits are search hits, some with more fields.
    search: (kind: SearchKind, q: SearchQuery) => call<SearchQuery, Page<SearchHit>>(searches[kind], q),
    /** Project cards from the project search; each hit's own 1/2 kind goes back into `type`. */
    projectSearch: async (q: SearchQuery): Promise<Page<ProjectCard>> => {
      const page = await call(searches.project, q)
      return { ...page, list: page.list.map(({ projectType, ...hit }) => ({ ...hit, type: projectType })) }
    },
    newsSearch: (q: NewsQuery) => call(searches.information, q),
    searchRank: () => call(keywords.hot),
  }
}
