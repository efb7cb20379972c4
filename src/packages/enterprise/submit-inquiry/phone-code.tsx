import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useCountdown } from '@/components/use-countdown'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { isMobile } from '@/utils/validators'

const RESEND_SECONDS = 60

interface Props {
  phone: string
  code: string
  onCode: (code: string) => void
  error?: string
}

/** The code that confirms a contact number other than the account's own: sent to that number, typed back. */
export function PhoneCode({ phone, code, onCode, error }: Props) {
  const t = useT()
  const { api } = useStores()
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const waiting = countdown.left > 0 && sentTo === phone.trim()

  const send = async () => {
    if (sending || waiting || !isMobile(phone)) return
    setSending(true)
    try {
      const result = await api.user.sendLoginCode('phone', phone.trim())
      setSentTo(phone.trim())
      countdown.start(result?.resendAfter || RESEND_SECONDS)
      void Taro.showToast({ title: t('inquiry.codeSent'), icon: 'none' })
    } catch (failure) {
      void Taro.showToast({ title: (isApiError(failure) && failure.msg) || t('error.operationFailed'), icon: 'none' })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <View className='inquiry__field' data-testid='inquiry-phone-code'>
        <Text className='inquiry__label'>{t('inquiry.phoneCode')}</Text>
        <Input
          type='digit'
          maxLength={6}
          value={code}
          placeholder={t('inquiry.phoneCodePlaceholder')}
          onChange={onCode}
        />
        <Button
          size='small'
          type='primary'
          fill='outline'
          disabled={waiting || !isMobile(phone)}
          loading={sending}
          onClick={() => void send()}
          data-testid='inquiry-phone-send'
        >
          {waiting ? t('inquiry.resendIn', { count: countdown.left }) : t('inquiry.sendCode')}
        </Button>
      </View>
      <Text
        className={error ? 'inquiry__error' : 'inquiry__hint'}
        data-testid={error ? 'inquiry-phone-code-error' : 'inquiry-phone-code-hint'}
      >
        {error ?? t('inquiry.phoneCodeHint')}
      </Text>
    </>
  )
}
