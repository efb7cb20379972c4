import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { CustomerCare, ServiceTopic } from '@/contract/network'
import { customerService } from '@/contract/network.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import '../shared/network.scss'

/** Opens the user's chat with customer service, about a topic or none; a visitor is sent to log in first. */
function useOpenChat() {
  const t = useT()
  const { api, user } = useStores()
  const [opening, setOpening] = useState(false)
  const open = async (topic?: ServiceTopic) => {
    if (!user.loggedIn) return void navigate('login', { redirect: pageUrl('onlineService') })
    if (opening) return
    setOpening(true)
    try {
      const thread = await api.network.openService(topic?.id)
      void navigate('chatRoom', { conversation: thread.conversation, title: t('network.route.onlineService') })
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setOpening(false)
    }
  }
  return { open, opening }
}

const Topic = observer(({ topic, onAsk }: { topic: ServiceTopic; onAsk: () => void }) => {
  const t = useT()
  return (
    <View className='net-card' data-testid='service-topic'>
      <Text className='net-heading'>{topic.name}</Text>
      {topic.description && <Text className='net-text'>{topic.description}</Text>}
      {topic.workTime && <Text className='net-meta'>{t('network.service.workTime', { time: topic.workTime })}</Text>}
      {topic.phone && (
        <Text
          className='net-link'
          onClick={() => void Taro.makePhoneCall({ phoneNumber: topic.phone }).catch(() => undefined)}
        >
          {t('network.service.phone', { phone: topic.phone })}
        </Text>
      )}
      {topic.email && <Text className='net-meta'>{t('network.service.email', { email: topic.email })}</Text>}
      <Button size='small' type='primary' fill='outline' onClick={onAsk} data-testid='service-ask'>
        {t('network.service.ask')}
      </Button>
    </View>
  )
})

const Service = observer(({ care }: { care: CustomerCare }) => {
  const t = useT()
  const { open, opening } = useOpenChat()
  return (
    <View className='net-page'>
      <Text className='net-notice' data-testid='service-promise'>
        {care.notice || t('network.service.replyWithin', { hours: care.replyWithinHours })}
      </Text>
      <View className='net-card'>
        <Button type='primary' block loading={opening} onClick={() => void open()} data-testid='service-open'>
          {t('network.service.open')}
        </Button>
      </View>
      {care.topics.map((topic) => (
        <Topic key={topic.id} topic={topic} onAsk={() => void open(topic)} />
      ))}
      {care.serviceHours.length > 0 && (
        <View className='net-card' data-testid='service-hours'>
          <Text className='net-heading'>{t('network.service.hours')}</Text>
          {care.serviceHours.map((day) => (
            <View key={day.date} className='net-row net-row--between'>
              <Text className='net-text'>{day.date}</Text>
              <Text className='net-meta'>
                {day.opensLate
                  ? t('network.service.hoursLate', { opens: day.opens, late: day.opensLate, closes: day.closes })
                  : t('network.service.hoursRange', { opens: day.opens, closes: day.closes })}
              </Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
})

/** /online-service: customer service's topics and hours, the 72-hour promise, and the user's chat with staff. */
const OnlineServicePage = observer(() => {
  const care = useEndpoint(customerService.care, undefined)
  return (
    <RequestPage route='onlineService' request={care}>
      {(data) => <Service care={data} />}
    </RequestPage>
  )
})

export default OnlineServicePage
