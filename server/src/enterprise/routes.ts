import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  enterpriseAtlas,
  enterpriseExists,
  getEnterprise,
  listEnterpriseBooths,
  listEnterpriseProjects,
  searchEnterprises,
  toggleFollow,
} from './enterprises.service'
import { addInquiry, hasInquired, inquiryList } from './inquiries.service'
import { getProduct, listProducts, productExists, searchProducts } from './products.service'
import { InquiryListQuery } from '../../../src/contract/account'
import { IdQuery } from '../../../src/contract/common'
import {
  EnterpriseIdQuery,
  EnterpriseSearchQuery,
  FollowBody,
  InquiryCheckQuery,
  InquiryForm,
  ProductListQuery,
} from '../../../src/contract/enterprise'
import { optionalUser, requireUser } from '../account/guard'
import type { ContentExists } from '../engagement/collects.service'
import type { Database } from '../platform/connect'
import { ApiError, notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { keywordSearch, pagedList } from '../platform/page-routes'

/** /common-client: enterprise and product searches, details, an enterprise's projects and booths, the atlas. */
export const enterpriseCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/enterpriseSearch', pagedList(db, { querystring: EnterpriseSearchQuery }, searchEnterprises))

  app.get('/home/productSearch', keywordSearch(db, searchProducts))

  app.get('/home/enterpriseDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return okOrNotFound(await getEnterprise(db, langOf(request), request.query.id, user?.id))
  })

  app.get('/product/info', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getProduct(db, langOf(request), request.query.id)),
  )

  app.get('/enterprise/projectList', { schema: { querystring: EnterpriseIdQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseProjects(db, langOf(request), enterpriseId, keyword, page))
  })

  app.get('/enterprise/boothList', { schema: { querystring: EnterpriseIdQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseBooths(db, langOf(request), enterpriseId, keyword, page))
  })

  app.get('/enterprise/atlas', async (request) => ok(await enterpriseAtlas(db, langOf(request))))
}

/** /merchants-client: the product list (all products, or one enterprise's). */
export const enterpriseMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/product/list', pagedList(db, { querystring: ProductListQuery }, listProducts))
}

/** /user-central: follow (enterprises and other content), purchase enquiries. */
export const enterpriseUserRoutes: FastifyPluginAsyncTypebox<{ db: Database; contentExists: ContentExists }> = async (
  app,
  { db, contentExists },
) => {
  app.post('/userFollowData/add', { schema: { body: FollowBody } }, async (request) => {
    const user = await requireUser(db, request)
    const { targetId, targetType } = request.body
    if (!(await contentExists(db, { contentId: targetId, contentType: targetType }))) throw notFound()
    return ok(await toggleFollow(db, user.id, targetType, targetId))
  })

  app.post('/userInquiry/add', { schema: { body: InquiryForm } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await productExists(db, request.body.productId))) throw notFound()
    const added = await addInquiry(db, user, request.body)
    if (!added) throw new ApiError(409, 409, 'enterprise.alreadyInquired')
    return ok(added)
  })

  app.get('/unify/checkInquiryApply', { schema: { querystring: InquiryCheckQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok({ applied: await hasInquired(db, user.id, request.query.productId) })
  })
}

/** /user-central/mine: the purchase enquiries the signed-in user sent, or received for their enterprises' products. */
export const enterpriseMineRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/inquiries', { schema: { querystring: InquiryListQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await inquiryList(db, langOf(request), user.id, request.query))
  })
}
