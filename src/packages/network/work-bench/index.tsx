import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useEndpoint } from '@/components/use-endpoint'
import type { Desk } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { Actions, Card, Row } from '@/templates/sections'
import { exhibitorPage } from '../shared/exhibitor-page'
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

/** /work-bench: the exhibitor's desk: today's booth visitors, leads, card requests, enquiries and meeting requests. */
export default exhibitorPage({
  route: 'workBench',
  testId: 'desk',
  useRead: () => useEndpoint(desk.today, undefined),
  Sections: function WorkBench({ data }) {
    const t = useT()
    return (
      <>
        <View className='desk__head'>
          <Image className='desk__logo' src={assetUrl(data.enterprise.logo)} mode='aspectFit' />
          <View className='desk__who'>
            <Text className='desk__name'>{data.enterprise.name}</Text>
            <Text className='desk__booths'>
              {data.booths.map((booth) => `${booth.hall} ${booth.boothNo}`).join(' · ') || t('network.desk.noBooth')}
            </Text>
          </View>
        </View>
        <Card title={t('network.desk.today', { date: data.date })}>
          <View className='people-stats'>
            {TODAY.map(({ key, label, target }) => (
              <View
                key={key}
                className='people-stats__item'
                onClick={() => void open(target)}
                data-testid={`desk-${key}`}
                role='link'
              >
                <Text className='people-stats__value'>{data.today[key]}</Text>
                <Text className='people-stats__label'>{t(label)}</Text>
              </View>
            ))}
          </View>
        </Card>
        {(data.waiting.cardRequests > 0 || data.waiting.meetingRequests > 0) && (
          <Card title={t('network.desk.waiting')} testId='desk-waiting'>
            {data.waiting.cardRequests > 0 && (
              <Row
                title={t('network.desk.waitingCards', { count: data.waiting.cardRequests })}
                onOpen={() => void navigate('mypageExchange', { box: 'received' })}
                testId='desk-waiting-cards'
              />
            )}
            {data.waiting.meetingRequests > 0 && (
              <Row
                title={t('network.desk.waitingMeetings', { count: data.waiting.meetingRequests })}
                onOpen={() => void navigate('mypageNegotiate', { box: 'received' })}
                testId='desk-waiting-meetings'
              />
            )}
          </Card>
        )}
        <View className='desk__tools'>
          <Actions>
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
          </Actions>
        </View>
      </>
    )
  },
})
