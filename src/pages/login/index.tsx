import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useCountdown } from '@/components/use-countdown'
import {
  CODE_LENGTH,
  LOGIN_METHODS,
  RESEND_SECONDS,
  accountError,
  afterLoginTarget,
  codeError,
  failureMessage,
} from '@/features/auth/login-form'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { goBack, openLink } from '@/routes/navigate'
import type { LoginMethod } from '@/services/api/user-central.dto'
import { useStores, useT } from '@/stores/context'
import { WeChatPanel } from './wechat-panel'
import './index.scss'

const METHOD_TAB: Record<LoginMethod, MessageKey> = { phone: 'login.byPhone', email: 'login.byEmail' }
const METHOD_LABEL: Record<LoginMethod, MessageKey> = { phone: 'login.phone', email: 'login.email' }
const METHOD_PLACEHOLDER: Record<LoginMethod, MessageKey> = {
  phone: 'login.phonePlaceholder',
  email: 'login.emailPlaceholder',
}

function toast(title: string) {
  void Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** Leaves the login page for the `redirect` query (replacing it, so /login is not left in history), or goes back. */
function leave(redirect: string | undefined) {
  const target = afterLoginTarget(redirect)
  if (target.kind === 'link') void openLink(target.url, { replace: true })
  else if (target.kind === 'page') {
    const go = target.tab ? Taro.switchTab({ url: target.url }) : Taro.redirectTo({ url: target.url })
    void go.catch(() => goBack())
  } else goBack()
}

interface FieldErrors {
  account: MessageKey | null
  code: MessageKey | null
}

/** Log in with a one-time code sent to a mobile or an email (seed 001: login method switch). */
const Login = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const { params } = useRouter()

  const [method, setMethod] = useState<LoginMethod>('phone')
  // Each method keeps what was typed for it; nothing typed is ever cleared by a failure.
  const [accounts, setAccounts] = useState<Record<LoginMethod, string>>({ phone: '', email: '' })
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({ account: null, code: null })
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // The countdown belongs to the account the code went to: a corrected number can get its code at once.
  const [sentTo, setSentTo] = useState('')
  const countdown = useCountdown()

  const account = accounts[method]
  const accountKey = `${method}:${account.trim()}`
  const waiting = countdown.left > 0 && sentTo === accountKey

  const showFailure = (error: unknown) => {
    const message = failureMessage(error)
    toast('text' in message ? message.text : t(message.key))
  }

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return
    setMethod(next)
    setErrors((e) => ({ ...e, account: null }))
  }

  const changeAccount = (value: string) => {
    setAccounts((a) => ({ ...a, [method]: value }))
    if (errors.account) setErrors((e) => ({ ...e, account: null }))
  }

  const changeCode = (value: string) => {
    setCode(value)
    if (errors.code) setErrors((e) => ({ ...e, code: null }))
  }

  const sendCode = async () => {
    if (sending || waiting) return
    const invalid = accountError(method, account)
    setErrors((e) => ({ ...e, account: invalid }))
    if (invalid) return
    setSending(true)
    try {
      const result = await api.user.sendLoginCode(method, account.trim())
      setSentTo(accountKey)
      countdown.start(result?.resendAfter || RESEND_SECONDS)
      toast(t('login.codeSent'))
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(false)
    }
  }

  const submit = async () => {
    if (submitting) return
    const invalid: FieldErrors = { account: accountError(method, account), code: codeError(code) }
    setErrors(invalid)
    if (invalid.account || invalid.code) return
    setSubmitting(true)
    try {
      const { token, profile } = await api.user.loginByCode(method, account.trim(), code.trim())
      runInAction(() => {
        user.setToken(token)
        user.profile = profile
      })
      toast(t('login.success'))
      leave(params.redirect)
    } catch (error) {
      showFailure(error)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <PageShell route='login'>
      <View className='login'>
        <WeChatPanel onSignedIn={() => leave(params.redirect)} />
        <Text className='login__title'>{t('login.title')}</Text>

        <View className='login__methods' role='tablist'>
          {LOGIN_METHODS.map((m) => (
            <View
              key={m}
              role='tab'
              aria-selected={m === method}
              className={`login__method${m === method ? ' login__method--active' : ''}`}
              onClick={() => switchMethod(m)}
              data-testid={`login-method-${m}`}
            >
              {t(METHOD_TAB[m])}
            </View>
          ))}
        </View>

        <View className='login__field' data-testid='login-account'>
          <Text className='login__label'>{t(METHOD_LABEL[method])}</Text>
          <Input
            // Remounted per method, so the native input really switches keyboard type, length and placeholder.
            key={method}
            className='login__input'
            type={method === 'phone' ? 'number' : 'text'}
            maxLength={method === 'phone' ? 20 : 254}
            value={account}
            placeholder={t(METHOD_PLACEHOLDER[method])}
            onChange={changeAccount}
            onBlur={() => account.trim() && setErrors((e) => ({ ...e, account: accountError(method, account) }))}
            clearable
          />
        </View>
        {errors.account && (
          <Text className='login__error' data-testid='login-account-error'>
            {t(errors.account)}
          </Text>
        )}

        <View className='login__field login__field--code' data-testid='login-code'>
          <Text className='login__label'>{t('login.code')}</Text>
          <Input
            className='login__input'
            type='number'
            maxLength={CODE_LENGTH}
            value={code}
            placeholder={t('login.codePlaceholder')}
            onChange={changeCode}
          />
          <Button
            className='login__send'
            size='small'
            type='primary'
            fill='outline'
            disabled={waiting}
            loading={sending}
            onClick={() => void sendCode()}
            data-testid='login-send'
          >
            {waiting ? t('login.resendIn', { count: countdown.left }) : t('login.sendCode')}
          </Button>
        </View>
        {errors.code && (
          <Text className='login__error' data-testid='login-code-error'>
            {t(errors.code)}
          </Text>
        )}

        <Button
          className='login__submit'
          type='primary'
          block
          loading={submitting}
          onClick={() => void submit()}
          data-testid='login-submit'
        >
          {t('login.submit')}
        </Button>
        <Text className='login__agreement'>{t('login.agreement')}</Text>
      </View>
    </PageShell>
  )
})

export default Login
