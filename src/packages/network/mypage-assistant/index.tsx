import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { Assistant } from '@/contract/network'
import { assistant } from '@/contract/network.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Row, sectionsPage } from '@/templates/sections'
import { Team, TeamInvitations } from './team'
import { PersonRow } from '../shared/person-row'
import { slotText } from '../shared/slot-sheet'
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

/**
 * /mypage-assistant: the business assistant: what waits for an answer, the accepted meetings to come, and for an
 * exhibitor their desk and the team that acts for the enterprise.
 */
export default sectionsPage({
  route: 'mypageAssistant',
  testId: 'assistant',
  loginHint: 'network.assistant.loginHint',
  useRead: () => useEndpoint(assistant.overview, undefined),
  Sections: function MypageAssistant({ data, reload }) {
    const t = useT()
    return (
      <>
        <Card title={t('network.assistant.todo')}>
          {TODO.map(({ key, label, target }) => (
            <View
              key={key}
              className={`assistant__todo${target ? ' assistant__todo--link' : ''}`}
              onClick={target ? () => void open(target) : undefined}
              role={target ? 'link' : undefined}
              data-testid={`assistant-${key}`}
            >
              <Text>{t(label)}</Text>
              <Text className='assistant__count'>{data.todo[key]}</Text>
            </View>
          ))}
        </Card>
        <Card title={t('network.assistant.upcoming')} testId='assistant-upcoming'>
          {data.upcoming.length === 0 ? (
            <StatusView status='empty' message='network.assistant.noUpcoming' />
          ) : (
            data.upcoming.map((meeting) => (
              <PersonRow
                key={meeting.id}
                person={meeting.counterpart}
                testId='assistant-meeting'
                note={
                  <>
                    {meeting.topic && <Text data-own-words>{meeting.topic}</Text>}
                    {`${meeting.topic ? ' · ' : ''}${slotText(meeting.startTime, meeting.endTime)} · ${meeting.point.name}`}
                  </>
                }
              />
            ))
          )}
          <Row
            title={t('meeting.route.mypageSchedule')}
            onOpen={() => void navigate('mypageSchedule')}
            testId='assistant-agenda'
          />
        </Card>
        <TeamInvitations assistant={data} onChange={reload} />
        {data.enterprise ? (
          <>
            <Card>
              <Row
                title={t('network.route.workBench')}
                onOpen={() => void navigate('workBench')}
                testId='assistant-desk'
              />
            </Card>
            <Team assistant={data} onChange={reload} />
          </>
        ) : (
          <Card>
            <Row
              title={t('network.route.mypageEngine')}
              onOpen={() => void navigate('mypageEngine')}
              testId='assistant-engine'
            />
          </Card>
        )}
      </>
    )
  },
})
