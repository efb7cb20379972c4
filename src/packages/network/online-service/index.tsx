import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { ServiceTopic } from '@/contract/network'
import { customerService } from '@/contract/network.endpoints'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Actions, Card, Facts, Paragraph, sectionsPage } from '@/templates/sections'
import './index.scss'

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
    <Card title={topic.name} testId='service-topic'>
      {topic.description && <Paragraph>{topic.description}</Paragraph>}
      {topic.workTime && (
        <Text className='service-line'>{t('network.service.workTime', { time: topic.workTime })}</Text>
      )}
      {topic.phone && (
        <Text
          className='service-line service-line--phone'
          onClick={() => void Taro.makePhoneCall({ phoneNumber: topic.phone }).catch(() => undefined)}
        >
          {t('network.service.phone', { phone: topic.phone })}
        </Text>
      )}
      {topic.email && <Text className='service-line'>{t('network.service.email', { email: topic.email })}</Text>}
      <Actions>
        <Button size='small' type='primary' fill='outline' onClick={onAsk} data-testid='service-ask'>
          {t('network.service.ask')}
        </Button>
      </Actions>
    </Card>
  )
})

/** /online-service: customer service's topics and hours, the 72-hour promise, and the user's chat with staff. */
export default sectionsPage({
  route: 'onlineService',
  testId: 'online-service',
  useRead: () => useEndpoint(customerService.care, undefined),
  Sections: function OnlineService({ data: care }) {
    const t = useT()
    const { open, opening } = useOpenChat()
    return (
      <>
        <Card>
          <Paragraph testId='service-promise'>
            {care.notice || t('network.service.replyWithin', { hours: care.replyWithinHours })}
          </Paragraph>
          <Actions>
            <Button type='primary' block loading={opening} onClick={() => void open()} data-testid='service-open'>
              {t('network.service.open')}
            </Button>
          </Actions>
        </Card>
        {care.topics.map((topic) => (
          <Topic key={topic.id} topic={topic} onAsk={() => void open(topic)} />
        ))}
        {care.serviceHours.length > 0 && (
          <Card title={t('network.service.hours')} testId='service-hours'>
            <Facts
              facts={care.serviceHours.map((day) => [
                day.date,
                day.opensLate
                  ? t('network.service.hoursLate', { opens: day.opens, late: day.opensLate, closes: day.closes })
                  : t('network.service.hoursRange', { opens: day.opens, closes: day.closes }),
              ])}
            />
          </Card>
        )}
      </>
    )
  },
})
