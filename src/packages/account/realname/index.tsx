import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LoginPrompt } from '@/components/login-prompt'
import { RequestStatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { navigate, openLink } from '@/routes/navigate'
import { PointsAction, RealNameStatus, VERIFICATION_METHODS, type RealNameInfo } from '@/services/api/user-central.dto'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { needsIdNumber, toSubmission, validateRealName, type RealNameErrors, type RealNameField } from './realname-form'
import { useRealNameDraft } from './use-realname-draft'
import './index.scss'

type TextField = Exclude<RealNameField, 'privacy'>

const canSubmit = (info: RealNameInfo) =>
  info.status === RealNameStatus.notVerified || info.status === RealNameStatus.rejected

/** The verification state and, when not verified or not approved, the form to (re)submit identity information. */
const Realname = observer(() => {
  const t = useT()
  const { api, app, user } = useStores()
  // A visitor is asked to log in here rather than sent away by the server's 30000 answer.
  const info = useRequest(
    () => (user.loggedIn ? api.user.realNameInfo() : Promise.resolve(null)),
    [app.language, user.loggedIn],
  )
  usePointsReward(PointsAction.realName, { enabled: info.data?.status === RealNameStatus.verified })
  const { draft, change, clear } = useRealNameDraft()
  const [privacyAccepted, setPrivacyAccepted] = useState(false)
  const [errors, setErrors] = useState<RealNameErrors>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  const edit = (field: TextField, value: string) => {
    change(field, value)
    setErrors((e) => ({ ...e, [field]: undefined }))
    setServerError('')
  }

  const errorText = (error: unknown) => {
    if (!isApiError(error)) return t('error.operationFailed')
    if (error.kind === 'network') return t('error.network')
    if (error.kind === 'timeout') return t('error.timeout')
    return error.msg || t('error.operationFailed')
  }

  const submit = async () => {
    if (busy) return
    const found = validateRealName(draft, privacyAccepted)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      void Taro.showToast({
        title: t(found.privacy && Object.keys(found).length === 1 ? found.privacy : 'realname.fixErrors'),
        icon: 'none',
      })
      return
    }
    setBusy(true)
    try {
      await api.user.submitRealName(toSubmission(draft, privacyAccepted))
      clear()
      void Taro.showToast({ title: t('realname.submitted'), icon: 'none' })
      await info.reload()
      void user.validate().catch(() => undefined)
      void navigate('verifiedConfirm')
    } catch (error) {
      const message = errorText(error)
      setServerError(message)
      void Taro.showToast({ title: message, icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (!user.loggedIn) {
    return (
      <PageShell route='mypageRealname'>
        <LoginPrompt hint='realname.loginHint' back='mypageRealname' />
      </PageShell>
    )
  }
  if (!info.data) {
    return (
      <PageShell route='mypageRealname'>
        <RequestStatusView request={info} />
      </PageShell>
    )
  }

  const { status, reason } = info.data
  const fieldError = (field: RealNameField) =>
    errors[field] && (
      <Text className='realname__error' data-testid={`realname-${field}-error`}>
        {t(errors[field])}
      </Text>
    )
  const field = (name: TextField, options: { type?: 'text' | 'idcard'; maxLength: number }) => (
    <>
      <View className='realname__field' data-testid={`realname-${name}`}>
        <Text className='realname__label'>{t(`realname.${name}`)}</Text>
        <Input
          type={options.type ?? 'text'}
          maxLength={options.maxLength}
          value={draft[name]}
          placeholder={t(`realname.${name}Placeholder`)}
          onChange={(value: string) => edit(name, value)}
        />
      </View>
      {fieldError(name)}
    </>
  )

  return (
    <PageShell route='mypageRealname'>
      <View className='realname__status' data-testid='realname-status'>
        <Text className='realname__label'>{t('realname.statusLabel')}</Text>
        <Text className={`realname__badge realname__badge--${status}`} data-testid='realname-status-text'>
          {t(`realname.status.${status}`)}
        </Text>
        {status === RealNameStatus.rejected && (
          <Text className='realname__hint' data-testid='realname-reason'>
            {t('realname.reason', { reason })} {t('realname.resubmitHint')}
          </Text>
        )}
        {status === RealNameStatus.verifying && <Text className='realname__hint'>{t('realname.verifyingHint')}</Text>}
        {status === RealNameStatus.verified && <Text className='realname__hint'>{t('realname.verifiedHint')}</Text>}
        {!canSubmit(info.data) && (
          <Button
            size='small'
            className='realname__view'
            onClick={() => void navigate('verifiedConfirm')}
            data-testid='realname-view'
          >
            {t('realname.viewIdentity')}
          </Button>
        )}
      </View>

      {canSubmit(info.data) && (
        <View className='realname__form' data-testid='realname-form'>
          <Text className='realname__label'>{t('realname.chooseMethod')}</Text>
          <View className='realname__methods'>
            {VERIFICATION_METHODS.map((method) => (
              <Text
                key={method}
                className={`realname__method${draft.method === method ? ' realname__method--active' : ''}`}
                onClick={() => change('method', method)}
                aria-pressed={draft.method === method}
                data-testid={`realname-method-${method}`}
              >
                {t(`realname.method.${method}`)}
              </Text>
            ))}
          </View>

          {field('realName', { maxLength: 50 })}
          {needsIdNumber(draft.method) && field('idNumber', { type: 'idcard', maxLength: 18 })}
          {!needsIdNumber(draft.method) && field('company', { maxLength: 100 })}
          {field('area', { maxLength: 50 })}
          <View className='realname__field realname__field--column' data-testid='realname-material'>
            <Text className='realname__label'>{t('realname.material')}</Text>
            <TextArea
              value={draft.material}
              maxLength={500}
              placeholder={t('realname.materialPlaceholder')}
              onChange={(value: string) => edit('material', value)}
            />
          </View>
          {fieldError('material')}
          {info.data.phone && (
            <View className='realname__field'>
              <Text className='realname__label'>{t('realname.phone')}</Text>
              <Text data-testid='realname-phone'>{info.data.phone}</Text>
            </View>
          )}

          <View className='realname__privacy'>
            <Text
              className={`realname__tick${privacyAccepted ? ' realname__tick--on' : ''}`}
              aria-checked={privacyAccepted}
              onClick={() => {
                setPrivacyAccepted(!privacyAccepted)
                setErrors((e) => ({ ...e, privacy: undefined }))
              }}
              data-testid='realname-privacy'
            >
              {t('realname.privacyPrefix')}
            </Text>
            <Text
              className='realname__link'
              onClick={() => void openLink('/protocol?type=privacy')}
              data-testid='realname-privacy-link'
            >
              {t('realname.privacyLink')}
            </Text>
          </View>
          {fieldError('privacy')}
          {serverError && (
            <Text className='realname__error' data-testid='realname-submit-error'>
              {serverError}
            </Text>
          )}

          <Button block type='primary' loading={busy} onClick={() => void submit()} data-testid='realname-submit'>
            {t(status === RealNameStatus.rejected ? 'realname.resubmit' : 'realname.submit')}
          </Button>
        </View>
      )}
    </PageShell>
  )
})

export default Realname
