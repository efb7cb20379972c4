import '@/i18n/account.pages'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import '@/styles/doc.scss'

const REASONS: MessageKey[] = [
  'account.captcha.reason1',
  'account.captcha.reason2',
  'account.captcha.reason3',
  'account.captcha.reason4',
  'account.captcha.reason5',
]
const TODO: MessageKey[] = ['account.captcha.todo1', 'account.captcha.todo2', 'account.captcha.todo3']

/** Help for a code that does not arrive: the usual reasons, what to do, and the service phone. */
export default sectionsPage({
  route: 'captchaDesc',
  testId: 'captcha-desc',
  Sections: function CaptchaDesc() {
    const t = useT()
    // The phone is added once read; the help is shown without waiting for it, and without it if the read fails.
    const phone = useEndpoint(fair.baseConfig, undefined).data?.servicePhone
    return (
      <View className='mine-doc'>
        <Text className='mine-doc__title'>{t('account.captcha.title')}</Text>
        <Text className='mine-doc__section'>{t('account.captcha.reasons')}</Text>
        {REASONS.map((key, i) => (
          <Text key={key} className='mine-doc__item'>
            {`${i + 1}. ${t(key)}`}
          </Text>
        ))}
        <Text className='mine-doc__section'>{t('account.captcha.todo')}</Text>
        {TODO.map((key, i) => (
          <Text key={key} className='mine-doc__item'>
            {`${i + 1}. ${t(key)}`}
          </Text>
        ))}
        {phone && (
          <View className='mine-doc__section' data-testid='captcha-service-phone'>
            <Text>{`${t('account.captcha.servicePhone')}: `}</Text>
            <Text
              className='mine-doc__link'
              onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}
            >
              {phone}
            </Text>
          </View>
        )}
      </View>
    )
  },
})
