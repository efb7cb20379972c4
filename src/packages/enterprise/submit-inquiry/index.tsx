import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { RequestStatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { ResponseCode } from '@/services/api/common.dto'
import { INQUIRY_REQUIREMENTS_MAX, INQUIRY_UNITS } from '@/services/api/enterprise.dto'
import { assetUrl } from '@/services/http/asset-url'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { needsPhoneCode, toInquiryForm, validateInquiry, type InquiryErrors, type InquiryField } from './inquiry-form'
import { PhoneCode } from './phone-code'
import { useInquiryDraft } from './use-inquiry-draft'
import './index.scss'

/** Whether the signed-in user already enquired; re-read when the login state changes. */
function useApplied(productId: number) {
  const { api, user } = useStores()
  const [applied, setApplied] = useState(false)
  useEffect(() => {
    setApplied(false)
    if (!productId || !user.loggedIn) return
    let live = true
    api.user
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
  const product = useRequest(() => api.common.productInfo(productId), [productId, app.language])
  const { draft, change, clear } = useInquiryDraft(productId)
  const [errors, setErrors] = useState<InquiryErrors>({})
  const [busy, setBusy] = useState(false)
  const [applied, setApplied] = useApplied(productId)
  const [phoneCode, setPhoneCode] = useState('')
  // Set when the server refused the number: its last word on whether it is the account's.
  const [codeError, setCodeError] = useState<string>()
  const showCode = needsPhoneCode(draft.phone, user.profile?.phone) || codeError !== undefined

  const edit = <K extends InquiryField>(field: K, value: (typeof draft)[K]) => {
    change(field, value)
    setErrors((e) => ({ ...e, [field]: undefined }))
    if (field === 'phone') setCodeError(undefined)
  }

  const submit = async () => {
    if (busy || applied) return
    const found = validateInquiry(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      void Taro.showToast({ title: t('inquiry.fixErrors'), icon: 'none' })
      return
    }
    setBusy(true)
    try {
      await api.user.addInquiry(toInquiryForm(productId, draft, showCode ? phoneCode : ''))
      clear()
      setPhoneCode('')
      setApplied(true)
      void Taro.showToast({ title: t('inquiry.success'), icon: 'none' })
    } catch (error) {
      if (isApiError(error) && error.code === ResponseCode.conflict) setApplied(true)
      if (isApiError(error) && error.kind === 'server' && error.code === ResponseCode.forbidden) setCodeError(error.msg)
      const message = isApiError(error) && error.kind === 'login-required' ? t('inquiry.loginHint') : errorText(error)
      void Taro.showToast({ title: message, icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  const errorText = (error: unknown) => {
    if (!isApiError(error)) return t('error.operationFailed')
    if (error.kind === 'network') return t('error.network')
    if (error.kind === 'timeout') return t('error.timeout')
    return error.msg || t('error.operationFailed')
  }

  const fieldError = (field: InquiryField) =>
    errors[field] && (
      <Text className='inquiry__error' data-testid={`inquiry-${field}-error`}>
        {t(errors[field].key, errors[field].params)}
      </Text>
    )

  if (!product.data) {
    return (
      <PageShell route='submitInquiry'>
        <RequestStatusView request={product} />
      </PageShell>
    )
  }

  return (
    <PageShell route='submitInquiry'>
      <View className='inquiry__product' data-testid='inquiry-product'>
        <Image className='inquiry__cover' src={assetUrl(product.data.cover)} mode='aspectFill' />
        <View className='inquiry__product-text'>
          <Text className='inquiry__product-name'>{product.data.name}</Text>
          <Text className='inquiry__product-company'>{product.data.enterpriseName}</Text>
        </View>
      </View>

      {applied && (
        <Text className='inquiry__notice' data-testid='inquiry-applied'>
          {t('inquiry.already')}
        </Text>
      )}
      {!applied && !user.loggedIn && (
        <Text className='inquiry__notice' data-testid='inquiry-login-hint'>
          {t('inquiry.loginHint')}
        </Text>
      )}

      <View className='inquiry__form'>
        <View className='inquiry__field' data-testid='inquiry-quantity'>
          <Text className='inquiry__label'>{t('inquiry.quantity')}</Text>
          <Input
            type='number'
            maxLength={8}
            value={draft.quantity}
            placeholder={t('inquiry.quantityPlaceholder')}
            onChange={(value: string) => edit('quantity', value)}
          />
        </View>
        {fieldError('quantity')}

        <View className='inquiry__field inquiry__field--column' data-testid='inquiry-unit'>
          <Text className='inquiry__label'>{t('inquiry.unit')}</Text>
          <View className='inquiry__units'>
            {INQUIRY_UNITS.map((unit) => (
              <Text
                key={unit}
                className={`inquiry__unit${draft.unit === unit ? ' inquiry__unit--active' : ''}`}
                onClick={() => edit('unit', unit)}
                data-testid={`inquiry-unit-${unit}`}
                aria-pressed={draft.unit === unit}
              >
                {t(`inquiry.unit.${unit}`)}
              </Text>
            ))}
          </View>
        </View>
        {fieldError('unit')}

        <View className='inquiry__field inquiry__field--column' data-testid='inquiry-requirements'>
          <Text className='inquiry__label'>{t('inquiry.requirements')}</Text>
          <TextArea
            value={draft.requirements}
            maxLength={INQUIRY_REQUIREMENTS_MAX}
            placeholder={t('inquiry.requirementsPlaceholder')}
            onChange={(value: string) => edit('requirements', value)}
          />
          <Text className='inquiry__counter'>
            {t('inquiry.counter', { count: [...draft.requirements].length, max: INQUIRY_REQUIREMENTS_MAX })}
          </Text>
        </View>
        {fieldError('requirements')}

        <View className='inquiry__field' data-testid='inquiry-phone'>
          <Text className='inquiry__label'>{t('inquiry.phone')}</Text>
          <Input
            type='tel'
            maxLength={20}
            value={draft.phone}
            placeholder={t('inquiry.phonePlaceholder')}
            onChange={(value: string) => edit('phone', value)}
          />
        </View>
        {fieldError('phone')}
        {showCode && <PhoneCode phone={draft.phone} code={phoneCode} onCode={setPhoneCode} error={codeError} />}
      </View>

      <View className='inquiry__actions'>
        <Button
          block
          type='primary'
          loading={busy}
          disabled={applied}
          onClick={() => void submit()}
          data-testid='inquiry-submit'
        >
          {t(applied ? 'product.enquired' : 'inquiry.submit')}
        </Button>
      </View>
    </PageShell>
  )
})

export default SubmitInquiry
