import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { RequestStatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { useRequest } from '@/components/use-request'
import { ResponseCode } from '@/contract/common.codes'
import { PageShell } from '@/features/layout/page-shell'
import { assetUrl } from '@/services/http/asset-url'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_INQUIRY, inquiryFields, toInquiryForm, type InquiryValues } from './inquiry-form'
import './index.scss'

/** Whether the signed-in user already enquired; re-read when the login state changes. */
function useApplied(productId: number) {
  const { api, user } = useStores()
  const [applied, setApplied] = useState(false)
  useEffect(() => {
    setApplied(false)
    if (!productId || !user.loggedIn) return
    let live = true
    api.enterprise
      .checkInquiryApply(productId)
      .then((state) => live && setApplied(state.applied))
      .catch(() => undefined)
    return () => void (live = false)
  }, [api, productId, user.loggedIn])
  return [applied, setApplied] as const
}

/** The purchase enquiry form of one product (query productId); every field is required. */
const SubmitInquiry = observer(() => {
  const t = useT()
  const { api, app, user } = useStores()
  const { params } = useRouter()
  const productId = Number(params.productId) || 0
  const product = useRequest(() => api.enterprise.productInfo(productId), [productId, app.language])
  const [applied, setApplied] = useApplied(productId)

  if (!product.data) {
    return (
      <PageShell route='submitInquiry'>
        <RequestStatusView request={product} />
      </PageShell>
    )
  }

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
      toast(t('enterprise.inquiry.success'))
    },
  }

  const header = (
    <>
      <View className='inquiry__product' data-testid='inquiry-product'>
        <Image className='inquiry__cover' src={assetUrl(product.data.cover)} mode='aspectFill' />
        <View className='inquiry__product-text'>
          <Text className='inquiry__product-name'>{product.data.name}</Text>
          <Text className='inquiry__product-company'>{product.data.enterpriseName}</Text>
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

  return (
    <PageShell route='submitInquiry'>
      <FormTemplate form={form} header={header} />
    </PageShell>
  )
})

export default SubmitInquiry
