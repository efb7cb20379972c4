import type { Page } from '@/contract/common'
import type { SearchQuery } from '@/contract/common'
import type { NewsHit, NewsQuery, ProjectCard, ProjectHit } from '@/contract/content'
import type { SearchHit, SearchRank } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { COMMON, service } from './service'
import type { HttpClient } from '../http/types'

/** The searches under /common-client/home and the hot keywords. */
export function createSearchApi(http: HttpClient) {
  const { get } = service(http, COMMON)
  return {
    search: (kind: SearchKind, q: SearchQuery) => get<Page<SearchHit>>(`home/${kind}Search`, q),
    /** Project cards from the project search; each hit's own 1/2 kind goes back into `type`. */
    projectSearch: async (q: SearchQuery): Promise<Page<ProjectCard>> => {
      const page = await get<Page<ProjectHit>>('home/projectSearch', q)
      return { ...page, list: page.list.map(({ projectType, ...hit }) => ({ ...hit, type: projectType })) }
    },
    newsSearch: (q: NewsQuery) => get<Page<NewsHit>>('home/informationSearch', q),
    searchRank: () => get<SearchRank[]>('home/listSearchRank'),
  }
}
