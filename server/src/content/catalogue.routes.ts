import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getAgreement, getFairArticle } from './articles.service'
import { countBrowsedProjects, recordProjectBrowsing } from './browsing.service'
import { getPolicy, listPolicyCategories, searchPolicies } from './policies.service'
import { listMajorProjectIndustries, listProjects } from './projects.service'
import { listRoadshows } from './roadshows.service'
import { IdQuery } from '../../../src/contract/common'
import {
  FairArticleQuery,
  MajorProjectListQuery,
  PolicyQuery,
  ProjectBrowsingBody,
} from '../../../src/contract/content'
import { AgreementQuery } from '../../../src/contract/fair'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ApiError, notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { keywordSearch, pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'

/** /common-client: policies (search, categories, detail), agreements, fair articles and project roadshows. */
export const catalogueCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/policySearch', pagedList(db, { querystring: PolicyQuery }, searchPolicies))

  app.get('/policy/categorySelect', async (request) => ok(listPolicyCategories(langOf(request))))

  app.get('/home/policyDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getPolicy(db, langOf(request), request.query.id)),
  )

  app.get('/operateCommonAgreementInfo/info', { schema: { querystring: AgreementQuery } }, async (request) =>
    okOrNotFound(await getAgreement(db, langOf(request), request.query.type)),
  )

  app.get('/cifit/article', { schema: { querystring: FairArticleQuery } }, async (request) => {
    const { id, code } = request.query
    const key = id !== undefined ? { id } : code !== undefined ? { code } : null
    if (!key) throw new ApiError(400, 400, 'badRequest')
    return okOrNotFound(await getFairArticle(db, langOf(request), key))
  })

  app.get('/project/roadshowList', keywordSearch(db, listRoadshows))
}

/** /merchants-client: the major-project variants of the project list and its industry filter. */
export const catalogueMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/project/listMajorProject',
    { ...PUBLIC_READ, schema: { body: MajorProjectListQuery } },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.body
      return ok(await listProjects(db, langOf(request), { ...filter, type: 2 }, { pageNum, pageSize }))
    },
  )

  app.post('/project/industrySelectMajorProject', PUBLIC_READ, async (request) =>
    ok(await listMajorProjectIndustries(db, langOf(request))),
  )
}

/** /user-central: the signed-in user's project browsing record. */
export const catalogueUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/unify/projectBrowsingRecord', { schema: { body: ProjectBrowsingBody } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await recordProjectBrowsing(db, user.id, request.body.projectId))) throw notFound()
    return ok(null)
  })

  app.get('/unify/projectBrowsingRecord/count', async (request) => {
    const user = await requireUser(db, request)
    return ok(await countBrowsedProjects(db, user.id))
  })
}
