import type { Id, IdQuery, Page, SearchQuery } from '@/contract/common'
import type { ProjectCard } from '@/contract/content'
import type {
  AtlasIndustry,
  EnterpriseBooth,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseIdQuery,
  EnterpriseSearchQuery,
  InquiryCheckQuery,
  InquiryForm,
  ProductCard,
  ProductDetail,
  ProductHit,
  ProductListQuery,
} from '@/contract/enterprise'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Enterprises, their products, projects and booths, and purchase enquiries. */
export function createEnterpriseApi(http: HttpClient) {
  const { common, merchants, user } = services(http)
  return {
    /** Enterprises with list-card fields; also the search page's enterprise hits (see EnterpriseHit). */
    enterpriseSearch: (q: EnterpriseSearchQuery) => common.get<Page<EnterpriseHit>>('home/enterpriseSearch', q),
    enterpriseDetail: (id: Id) => common.get<EnterpriseDetail>('home/enterpriseDetail', { id } satisfies IdQuery, true),
    enterpriseProjects: (q: EnterpriseIdQuery) => common.get<Page<ProjectCard>>('enterprise/projectList', q),
    enterpriseBooths: (q: EnterpriseIdQuery) => common.get<Page<EnterpriseBooth>>('enterprise/boothList', q),
    enterpriseAtlas: () => common.get<AtlasIndustry[]>('enterprise/atlas'),
    productList: (q: ProductListQuery) => merchants.get<Page<ProductCard>>('product/list', q),
    productSearch: (q: SearchQuery) => common.get<Page<ProductHit>>('home/productSearch', q),
    productInfo: (id: Id) => common.get<ProductDetail>('product/info', { id } satisfies IdQuery, true),
    /** Whether the signed-in user already sent a purchase enquiry for the product. */
    checkInquiryApply: (productId: Id) =>
      user.get<{ applied: boolean }>('unify/checkInquiryApply', { productId } satisfies InquiryCheckQuery),
    addInquiry: (form: InquiryForm) => user.post<{ id: number }>('userInquiry/add', form, true),
  }
}
