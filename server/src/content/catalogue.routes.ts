import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getAgreement, getFairArticle } from './articles.service'
import { countBrowsedProjects, recordProjectBrowsing } from './browsing.service'
import { getPolicy, listPolicyCategories, searchPolicies } from './policies.service'
import { listMajorProjectIndustries, listProjects } from './projects.service'
import { listRoadshows } from './roadshows.service'
import { IdQuery, Option, PageOf, SearchQuery } from '../../../src/contract/common'
import {
  FairArticle,
  FairArticleQuery,
  MajorProjectListQuery,
  PolicyCard,
  PolicyDetail,
  PolicyQuery,
  ProjectBrowsingBody,
  ProjectCard,
  Roadshow,
} from '../../../src/contract/content'
import { articles, policies, projects } from '../../../src/contract/content.endpoints'
import { Agreement, AgreementQuery } from '../../../src/contract/fair'
import { fair } from '../../../src/contract/fair.endpoints'
import { requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { ApiError, found, notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { listPage, searchPage, itemById } from '../platform/page-routes'

/** /common-client: policies (search, categories, detail), agreements, fair articles and project roadshows. */
export const catalogueCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, policies.search, { request: PolicyQuery, response: PageOf(PolicyCard) }, listPage(db, searchPolicies))

  serve(app, policies.categories, { response: Type.Array(Option) }, async (_, request) =>
    listPolicyCategories(langOf(request)),
  )

  serve(app, policies.detail, { request: IdQuery, response: PolicyDetail }, itemById(db, getPolicy))

  serve(app, fair.agreement, { request: AgreementQuery, response: Agreement }, async ({ type }, request) =>
    found(await getAgreement(db, langOf(request), type)),
  )

  serve(app, articles.fair, { request: FairArticleQuery, response: FairArticle }, async ({ id, code }, request) => {
    const key = id !== undefined ? { id } : code !== undefined ? { code } : null
    if (!key) throw new ApiError(400, 400, 'badRequest')
    return found(await getFairArticle(db, langOf(request), key))
  })

  serve(app, projects.roadshows, { request: SearchQuery, response: PageOf(Roadshow) }, searchPage(db, listRoadshows))
}

/** /merchants-client: the major-project variants of the project list and its industry filter. */
export const catalogueMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    projects.majorList,
    { request: MajorProjectListQuery, response: PageOf(ProjectCard) },
    async ({ pageNum, pageSize, ...filter }, request) =>
      listProjects(db, langOf(request), { ...filter, type: 2 }, { pageNum, pageSize }),
  )

  serve(app, projects.majorIndustries, { response: Type.Array(Option) }, async (_, request) =>
    listMajorProjectIndustries(db, langOf(request)),
  )
}

/** /user-central: the signed-in user's project browsing record. */
export const catalogueUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    projects.browsingRecord,
    { request: ProjectBrowsingBody, response: Type.Null() },
    async ({ projectId }, request) => {
      if (!(await recordProjectBrowsing(db, userOf(request).id, projectId))) throw notFound()
      return null
    },
  )

  app.get('/unify/projectBrowsingRecord/count', async (request) => {
    const user = await requireUser(db, request)
    return ok(await countBrowsedProjects(db, user.id))
  })
}
