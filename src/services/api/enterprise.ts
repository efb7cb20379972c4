import type { Id, SearchQuery } from '@/contract/common'
import type { InquiryForm, ProductListQuery } from '@/contract/enterprise'
import { enterprises, inquiries, products } from '@/contract/enterprise.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Enterprises, their products, projects and booths, and purchase enquiries. */
export function createEnterpriseApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    enterpriseDetail: (id: Id) => call(enterprises.detail, { id }, true),
    enterpriseAtlas: () => call(enterprises.atlas),
    productList: (q: ProductListQuery) => call(products.list, q),
    productSearch: (q: SearchQuery) => call(products.search, q),
    productInfo: (id: Id) => call(products.info, { id }, true),
    checkInquiryApply: (productId: Id) => call(inquiries.applied, { productId }),
    addInquiry: (form: InquiryForm) => call(inquiries.add, form, true),
  }
}
