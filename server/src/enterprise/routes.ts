import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { enterpriseAtlas, getEnterprise, searchEnterprises, type EnterpriseHoldings } from './enterprises.service'
import { addInquiry, hasInquired, inquiryList } from './inquiries.service'
import { getProduct, listProducts, productExists, searchProducts } from './products.service'
import { InquiryItem, InquiryListQuery } from '../../../src/contract/account'
import { mine } from '../../../src/contract/account.endpoints'
import { IdQuery, PageOf, SearchQuery } from '../../../src/contract/common'
import {
  AtlasIndustry,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseSearchQuery,
  InquiryAdded,
  InquiryApplied,
  InquiryCheckQuery,
  InquiryForm,
  ProductCard,
  ProductDetail,
  ProductHit,
  ProductListQuery,
} from '../../../src/contract/enterprise'
import { enterprises, inquiries, products } from '../../../src/contract/enterprise.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { ApiError, found, notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { listPage, searchPage, itemById } from '../platform/page-routes'

/** /common-client: enterprise and product searches, details, an enterprise's projects and booths, the atlas. */
export const enterpriseCommonRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  enterpriseHoldings: EnterpriseHoldings
}> = async (app, { db, enterpriseHoldings }) => {
  serve(
    app,
    enterprises.search,
    { request: EnterpriseSearchQuery, response: PageOf(EnterpriseHit) },
    listPage(db, searchEnterprises(enterpriseHoldings)),
  )

  serve(app, products.search, { request: SearchQuery, response: PageOf(ProductHit) }, searchPage(db, searchProducts))

  serve(app, enterprises.detail, { request: IdQuery, response: EnterpriseDetail }, async ({ id }, request) =>
    found(
      await getEnterprise(db, enterpriseHoldings, langOf(request), id, request.sessionUser?.id),
      'enterprise.merchantNotFound',
    ),
  )

  serve(app, products.info, { request: IdQuery, response: ProductDetail }, itemById(db, getProduct))

  serve(app, enterprises.atlas, { response: Type.Array(AtlasIndustry) }, async (_, request) =>
    enterpriseAtlas(db, langOf(request)),
  )
}

/** /merchants-client: the product list (all products, or one enterprise's). */
export const enterpriseMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, products.list, { request: ProductListQuery, response: PageOf(ProductCard) }, listPage(db, listProducts))
}

/** /user-central: purchase enquiries, and those the user sent or received (the my tab's). */
export const enterpriseUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, inquiries.add, { request: InquiryForm, response: InquiryAdded }, async (form, request) => {
    if (!(await productExists(db, form.productId))) throw notFound()
    const added = await addInquiry(db, userOf(request), form)
    if (!added) throw new ApiError(409, 409, 'enterprise.alreadyInquired')
    return added
  })

  serve(
    app,
    inquiries.applied,
    { request: InquiryCheckQuery, response: InquiryApplied },
    async ({ productId }, request) => ({
      applied: await hasInquired(db, userOf(request).id, productId),
    }),
  )

  // The my tab's purchase enquiries: those the user sent, or received for their enterprises' products.
  serve(app, mine.inquiries, { request: InquiryListQuery, response: PageOf(InquiryItem) }, async (query, request) =>
    inquiryList(db, langOf(request), userOf(request).id, query),
  )
}
