import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
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
import { NewsQuery } from '../../../src/contract/content'
import { optionalUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { keywordSearch } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'

/** The searches of this area under /common-client/home (each answers Page<SearchHit>) and hot keywords. */
export const searchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/informationSearch', { schema: { querystring: NewsQuery } }, async (request) => {
    const { keyword, category, ...page } = request.query
    const lang = langOf(request)
    // The search page opens every search with this call (page 1, no category): that is where a search is counted.
    if (!category && page.pageNum === 1) {
      const user = await optionalUser(db, request)
      await recordSearch(db, lang, keyword, { userId: user?.id ?? null, ip: request.ip })
    }
    return ok(await searchInformation(db, lang, keyword, category, page))
  })

  const searches = {
    projectSearch: searchProjects,
    parkSearch: searchParks,
    meetingSearch: searchMeetings,
    merchantsStageSearch: searchMerchantsStage,
    userInfoSearch: searchUserInfo,
    dynamicSearch: searchDynamics,
  }
  for (const [name, search] of Object.entries(searches)) {
    app.get(`/home/${name}`, { ...PUBLIC_READ, ...keywordSearch(db, search) })
  }

  app.get('/home/listSearchRank', async (request) => ok(await hotKeywords(db, langOf(request))))
}
