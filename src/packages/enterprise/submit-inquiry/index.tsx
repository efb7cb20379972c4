import '@/i18n/enterprise.pages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import { mine } from '@/contract/account.endpoints'
import { ResponseCode } from '@/contract/common.codes'
import type { ProductDetail } from '@/contract/enterprise'
import { products } from '@/contract/enterprise.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { assetUrl } from '@/services/http/asset-url'
import { isApiError } from '@/services/http/errors'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_INQUIRY, inquiryFields, toInquiryForm, type InquiryValues } from './inquiry-form'
import { useInquiryApplied } from '../shared/use-inquiry-applied'
import './index.scss'

/** The product enquired about, and why the form cannot be sent yet when it cannot. */
const InquiryHeader = observer(({ product, applied }: { product: ProductDetail; applied: boolean }) => {
  const t = useT()
  const { user } = useStores()
  return (
    <>
      <View className='inquiry__product' data-testid='inquiry-product'>
        <Image className='inquiry__cover' src={assetUrl(product.cover)} mode='aspectFill' />
        <View className='inquiry__product-text'>
          <Text className='inquiry__product-name'>{product.name}</Text>
          <Text className='inquiry__product-company'>{product.enterpriseName}</Text>
        </View>
      </View>
      {applied && (
        <Text className='inquiry__notice' data-testid='inquiry-applied'>
          {t('enterprise.inquiry.already')}
        </Text>
      )}
      {!applied && !user.loggedIn && (
        <Text className='inquiry__notice' data-testid='inquiry-login-hint'>
          {t('enterprise.inquiry.loginHint')}
        </Text>
      )}
    </>
  )
})

/** The purchase enquiry form of one product (query productId); every field is required. */
const SubmitInquiry = observer(() => {
  const t = useT()
  const { api, user, queries } = useStores()
  const { params } = useRouter()
  const productId = Number(params.productId) || 0
  const product = useEndpoint(products.info, { id: productId }, { loading: true })
  const [applied, setApplied] = useInquiryApplied(productId)

  const form: FormDescriptor<InquiryValues> = {
    id: 'inquiry',
    initial: EMPTY_INQUIRY,
    fields: inquiryFields(user.profile?.phone, (phone) => api.account.sendLoginCode('phone', phone)),
    draft: `inquiry:${productId}`,
    invalidToast: 'enterprise.inquiry.fixErrors',
    disabled: applied,
    submitLabel: applied ? 'enterprise.product.enquired' : 'enterprise.inquiry.submit',
    submit: (values) =>
      api.enterprise.addInquiry(toInquiryForm(productId, values)).catch((error: unknown) => {
        if (isApiError(error) && error.code === ResponseCode.conflict) setApplied(true)
        throw error
      }),
    // The server's word on a number that is not the account's belongs under the code.
    errorField: (error) => (error.kind === 'server' && error.code === ResponseCode.forbidden ? 'phoneCode' : undefined),
    failure: (error) =>
      isApiError(error) && error.kind === 'login-required' ? 'enterprise.inquiry.loginHint' : undefined,
    onSuccess: () => {
      setApplied(true)
      // The enquiries sent, opened next, ask again.
      markEndpointsStale(queries, mine.inquiries)
      toast(t('enterprise.inquiry.success'))
    },
  }

  return (
    <RequestPage route='submitInquiry' request={product}>
      {(item) => <FormTemplate form={form} header={<InquiryHeader product={item} applied={applied} />} />}
    </RequestPage>
  )
})

export default SubmitInquiry
