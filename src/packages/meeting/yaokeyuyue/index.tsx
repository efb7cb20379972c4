import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useShownAgain } from '@/components/shown-again'
import { StatusView } from '@/components/status-view'
import { toast, toastActionFailed } from '@/components/toast'
import { joined, readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { MeetingCard, MySignUp, SlotFullData } from '@/contract/meeting'
import { MeetingSignUpCode } from '@/contract/meeting.codes'
import { meetingSignUps, meetings } from '@/contract/meeting.endpoints'
import type { Translate } from '@/i18n'
import { navigate, pageUrl } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { Card, Paragraph, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { meetingTimeRange } from '../shared/meeting-time'
import { signUpsChanged } from '../shared/sign-ups-changed'
import './index.scss'

/** The sessions one books to talk business: matchmaking sessions and roadshows. */
const KINDS = ['docking', 'roadshow'] as const
const MAX = 50

/** A visitor's sign-ups: none, without asking. */
const NO_SIGN_UPS: RequestState<MySignUp[]> = readyState([])

/** The matchmaking sessions and roadshows still to start, earliest first, and which of them the user booked. */
function useSessions(): RequestState<{ sessions: MeetingCard[]; booked: Set<number> }> {
  const { user } = useStores()
  const mine = useEndpoint(meetingSignUps.mine, undefined, { enabled: user.loggedIn, loading: true })
  const request = joined(
    useEndpoint(meetings.list, { kind: KINDS[0], status: 'notStarted', pageNum: 1, pageSize: MAX }),
    useEndpoint(meetings.list, { kind: KINDS[1], status: 'notStarted', pageNum: 1, pageSize: MAX }),
    user.loggedIn ? mine : NO_SIGN_UPS,
  )
  if (!request.data) return { ...request, data: undefined }
  const [docking, roadshows, signUps] = request.data
  const sessions = [...docking.list, ...roadshows.list].sort((a, b) => a.startTime - b.startTime || a.id - b.id)
  return { ...request, data: { sessions, booked: new Set(signUps.map((s) => s.meetingId)) } }
}

function conflictText(t: Translate, data: SlotFullData): string {
  return data.conflicts
    .map((c) => t('meeting.book.conflict', { title: c.title, time: meetingTimeRange(c.startTime, c.endTime) }))
    .join('\n')
}

interface RowProps {
  session: MeetingCard
  booked: boolean
  onBook: () => void
}

const SessionRow = observer(({ session, booked, onBook }: RowProps) => {
  const t = useT()
  const full = session.seatsLeft === 0
  let action = (
    <Button
      size='small'
      type='primary'
      data-testid='book'
      onClick={(event) => {
        event.stopPropagation()
        onBook()
      }}
    >
      {t('meeting.book.action')}
    </Button>
  )
  if (booked)
    action = (
      <Text className='book-row__state book-row__state--booked' data-testid='booked'>
        {t('meeting.book.booked')}
      </Text>
    )
  else if (session.invitationOnly)
    action = (
      <Text className='book-row__state' data-testid='book-invited'>
        {t('meeting.book.invited')}
      </Text>
    )
  else if (full) action = <Text className='book-row__state'>{t('meeting.book.full')}</Text>
  return (
    <View
      className='book-row'
      data-testid='book-session'
      onClick={() => void navigate('meetingDetails', { meetingId: session.id })}
    >
      <View className='book-row__body'>
        <Text className='book-row__title'>{session.title}</Text>
        <Text className='book-row__meta'>
          {`${t(`meeting.book.kind.${session.kind as (typeof KINDS)[number]}`)} · ${meetingTimeRange(session.startTime, session.endTime)}`}
        </Text>
        <Text className='book-row__meta'>{[session.venue, session.room].filter(Boolean).join(' ')}</Text>
        <Text className='book-row__meta'>{session.host}</Text>
      </View>
      <View className='book-row__side'>
        {action}
        {session.seatsLeft !== null && !full && (
          <Text className='book-row__seats'>{t('meeting.book.seatsLeft', { count: session.seatsLeft })}</Text>
        )}
      </View>
    </View>
  )
})

/** The sessions by the day they are on, earliest first. */
function byDay(sessions: MeetingCard[]): [day: string, sessions: MeetingCard[]][] {
  const days = new Map<string, MeetingCard[]>()
  for (const s of sessions) {
    const day = formatDate(s.startTime, 'YYYY-MM-DD')
    days.set(day, [...(days.get(day) ?? []), s])
  }
  return [...days]
}

/**
 * Booking a talk (seed 000 "appointment"): the matchmaking sessions and roadshows still to come, by day, with their
 * seats; booking one is the meeting sign-up with its rules (two per time slot, real name, invitation, capacity).
 */
export default sectionsPage({
  route: 'yaokeyuyue',
  testId: 'yaokeyuyue',
  useRead: () => {
    const request = useSessions()
    useShownAgain(() => void request.reload())
    return request
  },
  Sections: function Yaokeyuyue({ data: { sessions, booked }, reload }) {
    const t = useT()
    const stores = useStores()
    const { api, user } = stores
    const [justBooked, setJustBooked] = useState<Set<number>>(new Set())

    const book = async (session: MeetingCard) => {
      if (!user.loggedIn) {
        toast(t('meeting.book.loginFirst'))
        void navigate('login', { redirect: pageUrl('yaokeyuyue') })
        return
      }
      try {
        await api.meeting.meetingSignUp(session.id)
        signUpsChanged(stores)
        setJustBooked((s) => new Set(s).add(session.id))
        toast(t('meeting.book.done'))
        reload()
      } catch (error) {
        if (isApiError(error) && error.code === MeetingSignUpCode.realNameRequired) {
          toast(error.msg)
          void navigate('mypageRealname')
          return
        }
        const data = isApiError(error) ? (error.data as SlotFullData | null) : null
        if (isApiError(error) && data?.conflicts?.length) {
          // The meeting's own page offers to give up one of the sign-ups in the way.
          const { confirm } = await Taro.showModal({
            title: error.msg,
            content: conflictText(t, data),
            confirmText: t('meeting.book.resolve'),
            cancelText: t('common.cancel'),
          })
          if (confirm) void navigate('meetingDetails', { meetingId: session.id })
          return
        }
        toastActionFailed(error, t)
      }
    }

    const days = byDay(sessions)
    return (
      <>
        <Card>
          <Paragraph>{t('meeting.book.intro')}</Paragraph>
        </Card>
        {user.loggedIn && (
          <Text className='book-mine' data-testid='book-mine' onClick={() => void navigate('mypageEnroll')}>
            {t('meeting.book.mine')} ›
          </Text>
        )}
        {days.length === 0 && <StatusView status='empty' message='meeting.book.empty' />}
        {days.map(([day, list]) => (
          <View key={day} data-testid='book-day'>
            <Text className='book-day'>{day}</Text>
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                booked={booked.has(session.id) || justBooked.has(session.id)}
                onBook={() => void book(session)}
              />
            ))}
          </View>
        ))}
      </>
    )
  },
})
