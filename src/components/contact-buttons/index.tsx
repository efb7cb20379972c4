import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import { toast } from '../toast'

/** The words of a set of contact buttons, from the domain that shows them (`call` takes `{phone}`, `copyEmail` `{email}`). */
export interface ContactTexts {
  call: MessageKey
  copyEmail: MessageKey
  copied: MessageKey
  copyFailed: MessageKey
}

interface Props {
  phones: string[]
  emails: string[]
  className: string
  /** The buttons' test ids: `<testId>-phone` and `<testId>-email`. */
  testId: string
  texts: ContactTexts
}

/**
 * The phone numbers (tap to call) and emails (tap to copy) a text gives; nothing when it gives none. A tap stays with
 * its button, so a card that opens something on tap does not open it too.
 */
export const ContactButtons = observer(({ phones, emails, className, testId, texts }: Props) => {
  const t = useT()
  if (phones.length === 0 && emails.length === 0) return null
  const copy = (email: string) =>
    Taro.setClipboardData({ data: email }).then(
      () => toast(t(texts.copied)),
      () => toast(t(texts.copyFailed)),
    )
  return (
    <View className={className}>
      {phones.map((phone) => (
        <Button
          key={phone}
          size='small'
          type='primary'
          fill='outline'
          data-testid={`${testId}-phone`}
          onClick={(event) => {
            event.stopPropagation()
            void Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, '') }).catch(() => undefined)
          }}
        >
          {t(texts.call, { phone })}
        </Button>
      ))}
      {emails.map((email) => (
        <Button
          key={email}
          size='small'
          fill='outline'
          data-testid={`${testId}-email`}
          onClick={(event) => {
            event.stopPropagation()
            void copy(email)
          }}
        >
          {t(texts.copyEmail, { email })}
        </Button>
      ))}
    </View>
  )
})
