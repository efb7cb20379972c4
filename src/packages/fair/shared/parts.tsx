import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContactButtons as SharedContactButtons } from '@/components/contact-buttons'
import type { MessageKey } from '@/i18n'
import { currentSurface, isNativeApp } from '@/platform/environment'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import './fair.scss'

/** The phone numbers (tap to call) and emails (tap to copy) a text gives. */
export const ContactButtons = ({ phones, emails }: { phones: string[]; emails: string[] }) => (
  <SharedContactButtons
    phones={phones}
    emails={emails}
    className='fair-actions'
    testId='fair'
    texts={{
      call: 'fair.contact.call',
      copyEmail: 'fair.contact.copyEmail',
      copied: 'fair.contact.copied',
      copyFailed: 'fair.contact.copyFailed',
    }}
  />
)

/**
 * The seeds' notice that a feature is best used in the mini program or the app; shown only in a plain or WeChat
 * browser, with a way to open the mini program.
 */
export const OpenElsewhereNotice = observer(({ feature }: { feature: MessageKey }) => {
  const t = useT()
  const surface = currentSurface()
  if (surface === 'weapp' || surface === 'miniprogram-webview' || isNativeApp(surface)) return null
  return (
    <View className='fair-notice' data-testid='open-elsewhere'>
      <Text>{t('fair.openElsewhere.text', { feature: t(feature) })}</Text>
      <View className='fair-actions'>
        <Button size='small' type='primary' onClick={() => void navigate('openMini')}>
          {t('fair.openElsewhere.mini')}
        </Button>
        <Button size='small' fill='outline' onClick={() => void navigate('downApp')}>
          {t('fair.openElsewhere.app')}
        </Button>
      </View>
    </View>
  )
})
