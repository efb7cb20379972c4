import type { Id } from '@/contract/common'
import type { InquiryForm } from '@/contract/enterprise'
import { inquiries } from '@/contract/enterprise.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Products and purchase enquiries. */
export function createEnterpriseApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    checkInquiryApply: (productId: Id) => call(inquiries.applied, { productId }),
    addInquiry: (form: InquiryForm) => call(inquiries.add, form, true),
  }
}
