import { Button, Checkbox, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useCountdown } from '@/components/use-countdown'
import { CODE_LENGTH, RESEND_SECONDS } from '@/features/auth/login-form'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { bindEmailErrors, emailError, type BindEmailErrors, type BindEmailFields } from './bind-email-form'
import { failureText } from '../setting/failure-text'
import '@/styles/form.scss'

function toast(title: string) {
  void Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** Binds an email with a code sent to it; the agreements must be accepted and a bound email cannot be changed. */
const BindEmail = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const [boundEmail, setBoundEmail] = useState('')
  const [fields, setFields] = useState<BindEmailFields>({ email: '', code: '', agreed: false })
  const [errors, setErrors] = useState<BindEmailErrors>({})
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const countdown = useCountdown()
  const waiting = countdown.left > 0 && sentTo === fields.email.trim().toLowerCase()

  // Re-read when the user logs in from this page.
  useEffect(() => {
    if (!user.loggedIn) return
    api.user
      .userSetting()
      .then((setting) => setBoundEmail(setting.email))
      .catch(() => undefined)
  }, [api, user.loggedIn])

  const change = <K extends keyof BindEmailFields>(name: K, value: BindEmailFields[K]) => {
    setFields((f) => ({ ...f, [name]: value }))
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const sendCode = async () => {
    if (sending || waiting) return
    if (!user.loggedIn) return void navigate('login')
    const invalid = emailError(fields.email)
    setErrors((e) => ({ ...e, email: invalid ?? undefined }))
    if (invalid) return
    setSending(true)
    try {
      const result = await api.user.sendLoginCode('email', fields.email.trim())
      setSentTo(fields.email.trim().toLowerCase())
      countdown.start(result?.resendAfter || RESEND_SECONDS)
      toast(t('bindEmail.codeSent'))
    } catch (error) {
      toast(failureText(error, t))
    } finally {
      setSending(false)
    }
  }

  const submit = async () => {
    if (submitting) return
    if (!user.loggedIn) return void navigate('login')
    const invalid = bindEmailErrors(fields)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    setSubmitting(true)
    try {
      const setting = await api.user.bindEmail(fields.email.trim(), fields.code.trim())
      setBoundEmail(setting.email)
      toast(t('bindEmail.success'))
      void user.validate().catch(() => undefined)
    } catch (error) {
      toast(failureText(error, t))
    } finally {
      setSubmitting(false)
    }
  }

  if (boundEmail) {
    return (
      <PageShell route='bindEmail'>
        <View className='mine-form' data-testid='bind-email-bound'>
          <View className='mine-form__field'>
            <Text className='mine-form__label'>{t('bindEmail.bound')}</Text>
            <Input className='mine-form__input' value={boundEmail} readOnly />
          </View>
          <Text className='mine-form__notice'>{t('bindEmail.boundNotice')}</Text>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell route='bindEmail'>
      <View className='mine-form' data-testid='bind-email-form'>
        <Text className='mine-form__notice'>{t('bindEmail.irreversible')}</Text>
        <View className='mine-form__field' data-testid='bind-email-email'>
          <Text className='mine-form__label'>{t('bindEmail.email')}</Text>
          <Input
            className='mine-form__input'
            maxLength={254}
            value={fields.email}
            placeholder={t('bindEmail.emailPlaceholder')}
            onChange={(value) => change('email', value)}
            clearable
          />
        </View>
        {errors.email && (
          <Text className='mine-form__error' data-testid='bind-email-email-error'>
            {t(errors.email)}
          </Text>
        )}
        <View className='mine-form__field' data-testid='bind-email-code'>
          <Text className='mine-form__label'>{t('bindEmail.code')}</Text>
          <Input
            className='mine-form__input'
            type='number'
            maxLength={CODE_LENGTH}
            value={fields.code}
            placeholder={t('bindEmail.codePlaceholder')}
            onChange={(value) => change('code', value)}
          />
          <Button
            size='small'
            type='primary'
            fill='outline'
            disabled={waiting}
            loading={sending}
            onClick={() => void sendCode()}
            data-testid='bind-email-send'
          >
            {waiting ? t('bindEmail.resendIn', { count: countdown.left }) : t('bindEmail.sendCode')}
          </Button>
        </View>
        {errors.code && (
          <Text className='mine-form__error' data-testid='bind-email-code-error'>
            {t(errors.code)}
          </Text>
        )}
        <Text className='mine-form__hint mine-form__link' onClick={() => void navigate('captchaDesc')}>
          {t('bindEmail.noCode')}
        </Text>

        <View className='mine-form__agree' data-testid='bind-email-agree'>
          <Checkbox checked={fields.agreed} onChange={(checked) => change('agreed', checked)} />
          <Text>
            {t('bindEmail.agreePrefix')}
            <Text className='mine-form__link' onClick={() => void navigate('protocol', { type: 'user' })}>
              {t('bindEmail.userAgreement')}
            </Text>
            {t('bindEmail.and')}
            <Text className='mine-form__link' onClick={() => void navigate('protocol', { type: 'privacy' })}>
              {t('bindEmail.privacyPolicy')}
            </Text>
          </Text>
        </View>
        {errors.agreed && (
          <Text className='mine-form__error' data-testid='bind-email-agree-error'>
            {t(errors.agreed)}
          </Text>
        )}

        <Button
          className='mine-form__submit'
          type='primary'
          loading={submitting}
          onClick={() => void submit()}
          data-testid='bind-email-submit'
        >
          {t('bindEmail.submit')}
        </Button>
      </View>
    </PageShell>
  )
})

export default BindEmail
