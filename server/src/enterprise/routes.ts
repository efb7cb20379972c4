import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  enterpriseAtlas,
  enterpriseExists,
  getEnterprise,
  listEnterpriseBooths,
  listEnterpriseProjects,
  searchEnterprises,
  toggleFollow,
} from './enterprises.service'
import { addInquiry, hasInquired } from './inquiries.service'
import { getProduct, listProducts, productExists, searchProducts } from './products.service'
import { FilterId, Id, IdQuery, Keyword, PageFields, SearchQuery } from '../../../src/contract/common'
import { INQUIRY_QUANTITY_MAX, INQUIRY_REQUIREMENTS_MAX, INQUIRY_UNITS } from '../../../src/contract/enterprise.codes'
import { CONTENT_TYPE_CODES, contentExists } from '../engagement/collects.service'
import type { Database } from '../platform/connect'
import { ApiError, notFound, ok, okOrNotFound } from '../platform/envelope'
import { optionalUser, requireUser } from '../platform/guard'
import { langOf } from '../platform/lang'

const EnterpriseSearchQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  industryId: Type.Optional(FilterId),
  /** 1: investment institutions only. */
  institution: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})

const EnterprisePageQuery = Type.Object({ ...PageFields, enterpriseId: Id, keyword: Type.Optional(Keyword) })

const ProductListQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  enterpriseId: Type.Optional(Id),
  industryId: Type.Optional(FilterId),
})

/** Mainland mobile, as src/contract/validators isMobile accepts it. */
const MOBILE_PATTERN = '^(?:\\+?86[\\s-]?)?1[3-9][0-9]{9}$'

const InquiryBody = Type.Object({
  productId: Id,
  quantity: Type.Integer({ minimum: 1, maximum: INQUIRY_QUANTITY_MAX }),
  unit: Type.Union(INQUIRY_UNITS.map((u) => Type.Literal(u))),
  requirements: Type.String({ minLength: 1, maxLength: INQUIRY_REQUIREMENTS_MAX, pattern: '\\S' }),
  phone: Type.String({ pattern: MOBILE_PATTERN }),
  phoneCode: Type.Optional(Type.String({ maxLength: 6 })),
})

/** /common-client: enterprise and product searches, details, an enterprise's projects and booths, the atlas. */
export const enterpriseCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/enterpriseSearch', { schema: { querystring: EnterpriseSearchQuery } }, async (request) => {
    const { keyword, industryId, institution, ...page } = request.query
    return ok(
      await searchEnterprises(db, langOf(request), { keyword, industryId, institution: institution === 1 }, page),
    )
  })

  app.get('/home/productSearch', { schema: { querystring: SearchQuery } }, async (request) => {
    const { keyword, ...page } = request.query
    return ok(await searchProducts(db, langOf(request), keyword, page))
  })

  app.get('/home/enterpriseDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return okOrNotFound(await getEnterprise(db, langOf(request), request.query.id, user?.id))
  })

  app.get('/product/info', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getProduct(db, langOf(request), request.query.id)),
  )

  app.get('/enterprise/projectList', { schema: { querystring: EnterprisePageQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseProjects(db, langOf(request), enterpriseId, keyword, page))
  })

  app.get('/enterprise/boothList', { schema: { querystring: EnterprisePageQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseBooths(db, langOf(request), enterpriseId, keyword, page))
  })

  app.get('/enterprise/atlas', async (request) => ok(await enterpriseAtlas(db, langOf(request))))
}

/** /merchants-client: the product list (all products, or one enterprise's). */
export const enterpriseMerchantsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/product/list', { schema: { querystring: ProductListQuery } }, async (request) => {
    const { keyword, enterpriseId, industryId, ...page } = request.query
    return ok(await listProducts(db, langOf(request), { keyword, enterpriseId, industryId }, page))
  })
}

/** /user-central: follow (enterprises and other content), purchase enquiries. */
export const enterpriseUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/userFollowData/add',
    { schema: { body: Type.Object({ targetId: Id, targetType: Type.Integer({ enum: CONTENT_TYPE_CODES }) }) } },
    async (request) => {
      const user = await requireUser(db, request)
      const { targetId, targetType } = request.body
      if (!(await contentExists(db, { contentId: targetId, contentType: targetType }))) throw notFound()
      return ok(await toggleFollow(db, user.id, targetType, targetId))
    },
  )

  app.post('/userInquiry/add', { schema: { body: InquiryBody } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await productExists(db, request.body.productId))) throw notFound()
    const added = await addInquiry(db, user, request.body)
    if (!added) throw new ApiError(409, 409, 'enterprise.alreadyInquired')
    return ok(added)
  })

  app.get('/unify/checkInquiryApply', { schema: { querystring: Type.Object({ productId: Id }) } }, async (request) => {
    const user = await requireUser(db, request)
    return ok({ applied: await hasInquired(db, user.id, request.query.productId) })
  })
}
