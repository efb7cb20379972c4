import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useMine, useOptions } from '../shared/data'
import { StatusChip } from '../shared/summary-card'
import { certificationWays, routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The user's certificates: each registration's badge status, and its badge and entry code once issued. */
const MypageCertificate = observer(() => {
  const t = useT()
  const mine = useMine()
  const options = useOptions()
  usePullDownRefresh(() => void mine.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <PageShell route='mypageCertificate' loginHint='registration.loginHint'>
      <RequestView request={mine}>
        {({ list }) => (
          <View className='reg-page'>
            {list.length === 0 && <StatusView status='empty' message='registration.none' />}
            {list.map((one) => (
              <View key={one.id} className='reg-card' data-testid='certificate'>
                <View className='reg-card__head'>
                  <Text className='reg-card__title'>{one.title}</Text>
                  {one.certificateStatus !== null && options.data && (
                    <StatusChip status={one.certificateStatus} statuses={options.data.statuses} />
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
                    <Button
                      size='small'
                      onClick={() => void navigate('mypageExhibitionCode', { registrationId: one.id })}
                    >
                      {t('registration.route.mypageExhibitionCode')}
                    </Button>
                  </View>
                )}
              </View>
            ))}
            <Ways ways={[routeWay(t, 'qrcode', 'certificateQrcode'), ...certificationWays(t)]} />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default MypageCertificate
