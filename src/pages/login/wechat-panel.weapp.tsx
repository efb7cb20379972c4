import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { failureMessage, toast } from '@/components/toast'
import { loginWithWeChat, loginWithWeChatPhone, type WeChatLoginDeps } from '@/features/auth/wechat-login'
import type { Api } from '@/services/api'
import { useStores, useT } from '@/stores/context'
import type { UserStore } from '@/stores/user-store'
import type { WeChatPanelProps } from './wechat-panel'

export type { WeChatPanelProps } from './wechat-panel'

type PrivacyAnswer = (result: { event: 'agree' | 'disagree'; buttonId?: string }) => void

const PRIVACY_AGREE_ID = 'privacy-agree'

function flowDeps(api: Api, user: UserStore): WeChatLoginDeps {
  return {
    wxLogin: () => Taro.login(),
    api: api.account,
    hasSession: () => user.token !== '',
    signIn: ({ token, profile }) =>
      runInAction(() => {
        user.setToken(token)
        user.profile = profile
      }),
  }
}

/** WeChat login, the WeChat mobile, and WeChat's privacy authorisation prompt (mini program only). */
export const WeChatPanel = observer(({ onSignedIn }: WeChatPanelProps) => {
  const t = useT()
  const { api, user } = useStores()
  const [busy, setBusy] = useState(false)
  const [privacyAnswer, setPrivacyAnswer] = useState<PrivacyAnswer | null>(null)

  // WeChat asks before the first privacy-relevant call (login, phone); the answer must come from our button.
  useEffect(() => {
    Taro.onNeedPrivacyAuthorization?.((resolve) => setPrivacyAnswer(() => resolve as PrivacyAnswer))
  }, [])

  const answerPrivacy = (event: 'agree' | 'disagree') => {
    privacyAnswer?.(event === 'agree' ? { event, buttonId: PRIVACY_AGREE_ID } : { event })
    setPrivacyAnswer(null)
  }

  const run = async (flow: () => Promise<boolean | void>) => {
    if (busy) return
    setBusy(true)
    try {
      if ((await flow()) !== false) {
        toast(t('account.login.success'))
        onSignedIn()
      } else {
        toast(t('account.auth.phoneDenied'))
      }
    } catch (error) {
      const message = failureMessage(error)
      toast('text' in message ? message.text : t('account.auth.wechatFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login__wechat' data-testid='login-wechat'>
      <Button
        className='login__wechat-button'
        type='primary'
        loading={busy}
        onClick={() => void run(() => loginWithWeChat(flowDeps(api, user)))}
        data-testid='login-wechat-button'
      >
        {t('account.auth.wechatLogin')}
      </Button>
      <Button
        className='login__wechat-phone'
        openType='getPhoneNumber'
        onGetPhoneNumber={(event) => void run(() => loginWithWeChatPhone(event.detail.code, flowDeps(api, user)))}
        data-testid='login-wechat-phone'
      >
        {t('account.auth.wechatPhone')}
      </Button>
      <Text className='login__or'>{t('account.auth.or')}</Text>

      {privacyAnswer && (
        <View className='login__privacy' data-testid='privacy-dialog'>
          <View className='login__privacy-card'>
            <Text className='login__privacy-title'>{t('account.auth.privacyTitle')}</Text>
            <Text className='login__privacy-text'>{t('account.auth.privacyText')}</Text>
            <Button onClick={() => answerPrivacy('disagree')} data-testid='privacy-disagree'>
              {t('account.auth.privacyDisagree')}
            </Button>
            <Button
              id={PRIVACY_AGREE_ID}
              type='primary'
              openType='agreePrivacyAuthorization'
              onAgreePrivacyAuthorization={() => answerPrivacy('agree')}
              data-testid='privacy-agree'
            >
              {t('account.auth.privacyAgree')}
            </Button>
          </View>
        </View>
      )}
    </View>
  )
})
