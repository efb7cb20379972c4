import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { StatusView } from '@/components/status-view'
import { joined } from '@/components/use-endpoint'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { useMine, useOptions } from '../shared/data'
import { StatusChip } from '../shared/summary-card'
import { certificationWays, routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The user's certificates: each registration's badge status, and its badge and entry code once issued. */
export default sectionsPage({
  route: 'mypageCertificate',
  testId: 'mypage-certificate',
  loginHint: 'registration.loginHint',
  useRead: () => joined(useMine(), useOptions()),
  Sections: function MypageCertificate({ data: [{ list }, options] }) {
    const t = useT()
    return (
      <>
        {list.length === 0 && <StatusView status='empty' message='registration.none' />}
        {list.map((one) => (
          <View key={one.id} className='reg-card' data-testid='certificate'>
            <View className='reg-card__head'>
              <Text className='reg-card__title' data-own-words>
                {one.title}
              </Text>
              {one.certificateStatus !== null && (
                <StatusChip status={one.certificateStatus} statuses={options.statuses} />
              )}
            </View>
            <Text className='reg-card__text'>{one.notice}</Text>
            {one.badgeReady && (
              <View className='reg-card__actions'>
                <Button
                  size='small'
                  type='primary'
                  onClick={() => void navigate('electronicCard', { registrationId: one.id })}
                >
                  {t('registration.route.electronicCard')}
                </Button>
                <Button size='small' onClick={() => void navigate('mypageExhibitionCode', { registrationId: one.id })}>
                  {t('registration.route.mypageExhibitionCode')}
                </Button>
              </View>
            )}
          </View>
        ))}
        <Ways ways={[routeWay(t, 'qrcode', 'certificateQrcode'), ...certificationWays(t)]} />
      </>
    )
  },
})
