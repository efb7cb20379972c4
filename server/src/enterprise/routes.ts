import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { enterpriseAtlas, getEnterprise, searchEnterprises, type EnterpriseHoldings } from './enterprises.service'
import { addInquiry, hasInquired, inquiryList } from './inquiries.service'
import { getProduct, listProducts, productExists, searchProducts } from './products.service'
import { InquiryListQuery } from '../../../src/contract/account'
import { IdQuery } from '../../../src/contract/common'
import {
  EnterpriseSearchQuery,
  InquiryCheckQuery,
  InquiryForm,
  ProductListQuery,
} from '../../../src/contract/enterprise'
import { optionalUser, requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ApiError, notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { keywordSearch, pagedList } from '../platform/page-routes'

/** /common-client: enterprise and product searches, details, an enterprise's projects and booths, the atlas. */
export const enterpriseCommonRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  enterpriseHoldings: EnterpriseHoldings
}> = async (app, { db, enterpriseHoldings }) => {
  app.get(
    '/home/enterpriseSearch',
    pagedList(db, { querystring: EnterpriseSearchQuery }, searchEnterprises(enterpriseHoldings)),
  )

  app.get('/home/productSearch', keywordSearch(db, searchProducts))

  app.get('/home/enterpriseDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return okOrNotFound(await getEnterprise(db, enterpriseHoldings, langOf(request), request.query.id, user?.id))
  })

  app.get('/product/info', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getProduct(db, langOf(request), request.query.id)),
  )

  app.get('/enterprise/atlas', async (request) => ok(await enterpriseAtlas(db, langOf(request))))
}

/** /merchants-client: the product list (all products, or one enterprise's). */
export const enterpriseMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/product/list', pagedList(db, { querystring: ProductListQuery }, listProducts))
}

/** /user-central: purchase enquiries. */
export const enterpriseUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
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
