import type { IdQuery, Page, SearchQuery } from './common'
import type { ProjectCard } from './content'
import { COMMON, get, MERCHANTS, post, USER } from './endpoint'
import type {
  AtlasIndustry,
  EnterpriseBooth,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseIdQuery,
  EnterpriseSearchQuery,
  InquiryAdded,
  InquiryApplied,
  InquiryCheckQuery,
  InquiryForm,
  ProductCard,
  ProductDetail,
  ProductHit,
  ProductListQuery,
} from './enterprise'

/** Enterprises: the search, the detail, their projects and booths, and the atlas. */
export const enterprises = {
  /** Enterprises with list-card fields; also the search page's enterprise hits (see EnterpriseHit). */
  search: get<Page<EnterpriseHit>, EnterpriseSearchQuery>(COMMON, 'home/enterpriseSearch', { access: 'public' }),
  /** A signed-in user sees whether they follow the enterprise. */
  detail: get<EnterpriseDetail, IdQuery>(COMMON, 'home/enterpriseDetail', { access: 'optional' }),
  projects: get<Page<ProjectCard>, EnterpriseIdQuery>(COMMON, 'enterprise/projectList', { access: 'public' }),
  booths: get<Page<EnterpriseBooth>, EnterpriseIdQuery>(COMMON, 'enterprise/boothList', { access: 'public' }),
  atlas: get<AtlasIndustry[]>(COMMON, 'enterprise/atlas', { access: 'public' }),
}

/** Products: the list (all, or one enterprise's), the search and the detail. */
export const products = {
  list: get<Page<ProductCard>, ProductListQuery>(MERCHANTS, 'product/list', { access: 'public' }),
  search: get<Page<ProductHit>, SearchQuery>(COMMON, 'home/productSearch', { access: 'public' }),
  info: get<ProductDetail, IdQuery>(COMMON, 'product/info', { access: 'public' }),
}

/** Purchase enquiries about a product. */
export const inquiries = {
  /** Whether the signed-in user already sent a purchase enquiry for the product. */
  applied: get<InquiryApplied, InquiryCheckQuery>(USER, 'unify/checkInquiryApply', { access: 'user' }),
  /** One per user and product (409 for another); a phone other than the account's needs the code sent to it. */
  add: post<InquiryAdded, InquiryForm>(USER, 'userInquiry/add', { access: 'user' }),
}
