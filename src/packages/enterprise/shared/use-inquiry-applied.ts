import { useSignedInValue } from '@/components/use-signed-in-value'

/** Whether the signed-in user already enquired about the product; false when signed out. */
export function useInquiryApplied(productId: number | undefined) {
  return useSignedInValue(
    false,
    productId ? (api) => api.enterprise.checkInquiryApply(productId).then((state) => state.applied) : undefined,
    [productId],
  )
}
