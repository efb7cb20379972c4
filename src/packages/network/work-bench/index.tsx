import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import type { Desk } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { ExhibitorStatus } from '../shared/exhibitor-refusal'
import '../shared/people.scss'
import './index.scss'

type Today = keyof Desk['today']

/** Each of today's numbers and the list it opens. */
const TODAY: { key: Today; label: MessageKey; target: RouteTarget }[] = [
  { key: 'visitors', label: 'network.desk.visitors', target: { route: 'mypageMyvisitor' } },
  { key: 'leads', label: 'network.desk.leads', target: { route: 'leadCapture' } },
  {
    key: 'cardRequests',
    label: 'network.desk.cardRequests',
    target: { route: 'mypageExchange', query: { box: 'received' } },
  },
  { key: 'enquiries', label: 'network.desk.enquiries', target: { route: 'mypageInquiry' } },
  {
    key: 'meetingRequests',
    label: 'network.desk.meetingRequests',
    target: { route: 'mypageNegotiate', query: { box: 'received' } },
  },
]

const DeskView = observer(({ desk }: { desk: Desk }) => {
  const t = useT()
  return (
    <View className='desk' data-testid='desk'>
      <View className='desk__head'>
        <Image className='desk__logo' src={assetUrl(desk.enterprise.logo)} mode='aspectFit' />
        <View className='desk__who'>
          <Text className='desk__name'>{desk.enterprise.name}</Text>
          <Text className='desk__booths'>
            {desk.booths.map((booth) => `${booth.hall} ${booth.boothNo}`).join(' · ') || t('network.desk.noBooth')}
          </Text>
        </View>
      </View>
      <View className='people-card'>
        <Text className='people-title'>{t('network.desk.today', { date: desk.date })}</Text>
        <View className='people-stats'>
          {TODAY.map(({ key, label, target }) => (
            <View
              key={key}
              className='people-stats__item'
              onClick={() => void open(target)}
              data-testid={`desk-${key}`}
              role='link'
            >
              <Text className='people-stats__value'>{desk.today[key]}</Text>
              <Text className='people-stats__label'>{t(label)}</Text>
            </View>
          ))}
        </View>
      </View>
      {(desk.waiting.cardRequests > 0 || desk.waiting.meetingRequests > 0) && (
        <View className='people-card' data-testid='desk-waiting'>
          <Text className='people-title'>{t('network.desk.waiting')}</Text>
          {desk.waiting.cardRequests > 0 && (
            <Text
              className='desk__waiting'
              onClick={() => void navigate('mypageExchange', { box: 'received' })}
              data-testid='desk-waiting-cards'
            >
              {t('network.desk.waitingCards', { count: desk.waiting.cardRequests })}
            </Text>
          )}
          {desk.waiting.meetingRequests > 0 && (
            <Text
              className='desk__waiting'
              onClick={() => void navigate('mypageNegotiate', { box: 'received' })}
              data-testid='desk-waiting-meetings'
            >
              {t('network.desk.waitingMeetings', { count: desk.waiting.meetingRequests })}
            </Text>
          )}
        </View>
      )}
      <View className='people-actions desk__tools'>
        <Button type='primary' onClick={() => void navigate('leadCapture')} data-testid='desk-capture'>
          {t('network.route.leadCapture')}
        </Button>
        <Button fill='outline' onClick={() => void navigate('dataBoard')} data-testid='desk-board'>
          {t('network.route.dataBoard')}
        </Button>
        <Button fill='outline' onClick={() => void navigate('spatialData')} data-testid='desk-spatial'>
          {t('network.route.spatialData')}
        </Button>
        <Button fill='outline' onClick={() => void navigate('mypageAssistant')} data-testid='desk-assistant'>
          {t('network.route.mypageAssistant')}
        </Button>
      </View>
    </View>
  )
})

const WorkBench = observer(() => {
  const today = useEndpoint(desk.today, undefined)
  usePullDownRefresh(() => void today.reload().finally(() => void Taro.stopPullDownRefresh()))
  return today.data ? <DeskView desk={today.data} /> : <ExhibitorStatus request={today} />
})

/** /work-bench: the exhibitor's desk: today's booth visitors, leads, card requests, enquiries and meeting requests. */
export default signedInPage('workBench', 'network.desk.loginHint', WorkBench)
