import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { Assistant } from '@/contract/network'
import { assistant } from '@/contract/network.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Team, TeamInvitations } from './team'
import { PersonRow } from '../shared/person-row'
import { slotText } from '../shared/slot-sheet'
import '../shared/people.scss'
import './index.scss'

type Todo = keyof Assistant['todo']

/** What waits for the user and where they answer it (group chats and messages are answered in the chats). */
const TODO: { key: Todo; label: MessageKey; target?: RouteTarget }[] = [
  {
    key: 'cardRequests',
    label: 'network.assistant.cardRequests',
    target: { route: 'mypageExchange', query: { box: 'received' } },
  },
  {
    key: 'meetingRequests',
    label: 'network.assistant.meetingRequests',
    target: { route: 'mypageNegotiate', query: { box: 'received' } },
  },
  { key: 'groupRequests', label: 'network.assistant.groupRequests' },
  { key: 'groupInvitations', label: 'network.assistant.groupInvitations' },
  { key: 'unreadMessages', label: 'network.assistant.unreadMessages' },
]

const AssistantView = observer(({ assistant, reload }: { assistant: Assistant; reload: () => Promise<void> }) => {
  const t = useT()
  return (
    <View className='assistant' data-testid='assistant'>
      <View className='people-card'>
        <Text className='people-title'>{t('network.assistant.todo')}</Text>
        {TODO.map(({ key, label, target }) => (
          <View
            key={key}
            className={`assistant__todo${target ? ' assistant__todo--link' : ''}`}
            onClick={target ? () => void open(target) : undefined}
            role={target ? 'link' : undefined}
            data-testid={`assistant-${key}`}
          >
            <Text>{t(label)}</Text>
            <Text className='assistant__count'>{assistant.todo[key]}</Text>
          </View>
        ))}
      </View>
      <View className='people-card' data-testid='assistant-upcoming'>
        <Text className='people-title'>{t('network.assistant.upcoming')}</Text>
        {assistant.upcoming.length === 0 ? (
          <StatusView status='empty' message='network.assistant.noUpcoming' />
        ) : (
          assistant.upcoming.map((meeting) => (
            <PersonRow
              key={meeting.id}
              person={meeting.counterpart}
              testId='assistant-meeting'
              note={`${slotText(meeting.startTime, meeting.endTime)} · ${meeting.point.name}`}
            />
          ))
        )}
        <Text
          className='assistant__link'
          onClick={() => void navigate('mypageSchedule')}
          data-testid='assistant-agenda'
        >
          {t('meeting.route.mypageSchedule')}
        </Text>
      </View>
      <TeamInvitations assistant={assistant} onChange={reload} />
      {assistant.enterprise ? (
        <>
          <View className='people-card'>
            <Text className='assistant__link' onClick={() => void navigate('workBench')} data-testid='assistant-desk'>
              {t('network.route.workBench')}
            </Text>
          </View>
          <Team assistant={assistant} onChange={reload} />
        </>
      ) : (
        <View className='people-card'>
          <Text
            className='assistant__link'
            onClick={() => void navigate('mypageEngine')}
            data-testid='assistant-engine'
          >
            {t('network.route.mypageEngine')}
          </Text>
        </View>
      )}
    </View>
  )
})

const AssistantPage = observer(() => {
  const overview = useEndpoint(assistant.overview, undefined)
  usePullDownRefresh(() => void overview.reload().finally(() => void Taro.stopPullDownRefresh()))
  return overview.data ? (
    <AssistantView assistant={overview.data} reload={overview.reload} />
  ) : (
    <StatusView status={overview.status === 'error' ? 'error' : 'loading'} onRetry={() => void overview.reload()} />
  )
})

/**
 * /mypage-assistant: the business assistant: what waits for an answer, the accepted meetings to come, and for an
 * exhibitor their desk and the team that acts for the enterprise.
 */
export default signedInPage('mypageAssistant', 'network.assistant.loginHint', AssistantPage)
