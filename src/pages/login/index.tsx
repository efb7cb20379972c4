import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toast } from '@/components/toast'
import type { LoginMethod, LoginResult } from '@/contract/account'
import { isEmail, isMobile, isVerificationCode } from '@/contract/validators'
import { LOGIN_METHODS, afterLoginTarget } from '@/features/auth/login-form'
import { PageShell } from '@/features/layout/page-shell'
import { LANGUAGES, translate, type MessageKey } from '@/i18n'
import { goBack, openLink } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { check, FormTemplate, type FieldSpec, type FormDescriptor } from '@/templates/form'
import { WeChatPanel } from './wechat-panel'
import './index.scss'

/** Each method keeps what was typed for it, so switching back finds it again. */
type LoginValues = { phone: string; email: string; code: string }

const METHOD_TAB: Record<LoginMethod, MessageKey> = { phone: 'account.login.byPhone', email: 'account.login.byEmail' }

/** The account field of each method; both are `login-account`, remounted on a switch for the right keyboard. */
const ACCOUNT_FIELDS: Record<LoginMethod, FieldSpec<LoginValues>> = {
  phone: {
    kind: 'phone',
    name: 'phone',
    label: 'account.login.phone',
    placeholder: 'account.login.phonePlaceholder',
    required: 'account.login.invalidPhone',
    rules: [check(isMobile, 'account.login.invalidPhone')],
    testId: 'login-account',
  },
  email: {
    kind: 'email',
    name: 'email',
    label: 'account.login.email',
    placeholder: 'account.login.emailPlaceholder',
    required: 'account.login.invalidEmail',
    rules: [check(isEmail, 'account.login.invalidEmail')],
    testId: 'login-account',
  },
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

/** Log in with a one-time code sent to a mobile or an email (seed 001: login method switch). */
const Login = observer(() => {
  const t = useT()
  const { api, app, user } = useStores()
  const { params } = useRouter()
  const [method, setMethod] = useState<LoginMethod>('phone')

  const form: FormDescriptor<LoginValues, LoginResult> = {
    id: 'login',
    initial: { phone: '', email: '', code: '' },
    fields: [
      ACCOUNT_FIELDS[method],
      {
        kind: 'code',
        name: 'code',
        label: 'account.login.code',
        placeholder: 'account.login.codePlaceholder',
        required: 'account.login.invalidCode',
        rules: [check(isVerificationCode, 'account.login.invalidCode')],
        target: method,
        send: (account) => api.account.sendLoginCode(method, account),
        sent: 'account.login.codeSent',
      },
    ],
    checkOnBlur: true,
    submitLabel: 'account.login.submit',
    submit: (values) => api.account.loginByCode(method, values[method].trim(), values.code.trim()),
    onSuccess: ({ token, profile }) => {
      runInAction(() => {
        user.setToken(token)
        user.profile = profile
      })
      toast(t('account.login.success'))
      leave(params.redirect)
    },
  }

  const header = (
    <View className='login__head'>
      {/* Each other language named in itself, so a visitor who cannot read this one finds theirs. */}
      <View className='login__languages' aria-label={t('language.switchTitle')}>
        {LANGUAGES.filter((language) => language !== app.language).map((language) => (
          <View
            key={language}
            className='login__language'
            role='button'
            onClick={() => void app.setLanguage(language)}
            data-testid={`login-language-${language}`}
          >
            {translate(language, `language.${language}`)}
          </View>
        ))}
      </View>
      <WeChatPanel onSignedIn={() => leave(params.redirect)} />
      <Text className='login__title'>{t('account.login.title')}</Text>
      <View className='login__methods' role='tablist'>
        {LOGIN_METHODS.map((m) => (
          <View
            key={m}
            role='tab'
            aria-selected={m === method}
            className={`login__method${m === method ? ' login__method--active' : ''}`}
            onClick={() => setMethod(m)}
            data-testid={`login-method-${m}`}
          >
            {t(METHOD_TAB[m])}
          </View>
        ))}
      </View>
    </View>
  )

  return (
    <PageShell route='login'>
      <FormTemplate
        form={form}
        header={header}
        footer={<Text className='login__agreement'>{t('account.login.agreement')}</Text>}
      />
    </PageShell>
  )
})

export default Login
