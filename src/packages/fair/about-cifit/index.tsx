import '@/i18n/fair.pages'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LinkCell } from '@/components/link-cell'
import { useEndpoint } from '@/components/use-endpoint'
import { fair as fairEndpoints } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { version } from '../../../../package.json'
import '@/styles/doc.scss'

/** About the fair and the app: name, edition and dates from home/baseConfig, the app version, the protocols. */
export default sectionsPage({
  route: 'aboutCifit',
  testId: 'about-cifit',
  useRead: () => useEndpoint(fairEndpoints.baseConfig, undefined),
  Sections: function AboutCifit({ data: fair }) {
    const t = useT()
    return (
      <>
        <View className='mine-doc'>
          <Text className='mine-doc__title' data-testid='about-fair-name'>
            {fair.fairName}
          </Text>
          <Text className='mine-doc__item'>{t('account.about.edition', { edition: fair.edition })}</Text>
          <Text className='mine-doc__item'>{`${t('account.about.dates')}: ${fair.startDate} – ${fair.endDate}`}</Text>
          <Text className='mine-doc__item'>{t('account.about.intro')}</Text>
        </View>
        <CellGroup>
          <Cell title={t('account.about.version')} extra={`v${version}`} />
          <Cell
            title={t('account.about.servicePhone')}
            extra={fair.servicePhone}
            clickable
            onClick={() => void Taro.makePhoneCall({ phoneNumber: fair.servicePhone }).catch(() => undefined)}
          />
          <LinkCell
            testId='about-user-agreement'
            title={t('account.about.userAgreement')}
            onClick={() => void navigate('protocol', { type: 'user' })}
          />
          <LinkCell
            testId='about-privacy-policy'
            title={t('account.about.privacyPolicy')}
            onClick={() => void navigate('protocol', { type: 'privacy' })}
          />
        </CellGroup>
      </>
    )
  },
})
