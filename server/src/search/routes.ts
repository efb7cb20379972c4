import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { hotKeywords, recordSearch } from './keywords.service'
import {
  searchDynamics,
  searchInformation,
  searchMeetings,
  searchMerchantsStage,
  searchParks,
  searchProjects,
  searchUserInfo,
} from './service'
import { PageOf, SearchQuery } from '../../../src/contract/common'
import { NewsHit, NewsQuery, ProjectHit } from '../../../src/contract/content'
import { SearchHit, SearchRank } from '../../../src/contract/search'
import { keywords, searches } from '../../../src/contract/search.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { searchPage } from '../platform/page-routes'

/** The searches of this area under /common-client/home (each answers Page<SearchHit>) and hot keywords. */
export const searchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    searches.information,
    { request: NewsQuery, response: PageOf(NewsHit) },
    async ({ keyword, category, ...page }, request) => {
      const lang = langOf(request)
      // The search page opens every search with this call (page 1, no category): that is where a search is counted.
      if (!category && page.pageNum === 1)
        await recordSearch(db, lang, keyword, { userId: request.sessionUser?.id ?? null, ip: request.ip })
      return searchInformation(db, lang, keyword, category, page)
    },
  )

  serve(app, searches.project, { request: SearchQuery, response: PageOf(ProjectHit) }, searchPage(db, searchProjects))

  const hitSearches = [
    [searches.park, searchParks],
    [searches.meeting, searchMeetings],
    [searches.merchantsStage, searchMerchantsStage],
    [searches.userInfo, searchUserInfo],
    [searches.dynamic, searchDynamics],
  ] as const
  for (const [endpoint, search] of hitSearches)
    serve(app, endpoint, { request: SearchQuery, response: PageOf(SearchHit) }, searchPage(db, search))

  serve(app, keywords.hot, { response: Type.Array(SearchRank) }, async (_, request) => hotKeywords(db, langOf(request)))
}
