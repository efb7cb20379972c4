import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { useShownAgain } from '@/components/shown-again'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { AgendaEntry } from '@/contract/meeting'
import { meetingSignUps } from '@/contract/meeting.endpoints'
import { taroStorage } from '@/platform/storage'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { OfflineNote, QueueNotice } from './agenda-notices'
import { NowNext } from './now-next'
import { Timeline } from './timeline'
import { nowAndNext, planDays } from '../shared/agenda-plan'
import { keepEntryDetails, type KeptDetails } from '../shared/entry-details'
import { useKept } from '../shared/kept-copy'
import { meetingStatus } from '../shared/meeting-time'
import { useCancelSignUp, useOfflineSignUps } from '../shared/offline-sign-ups'
import { useCalendarExport } from '../shared/use-calendar-export'
import './index.scss'

/** How often "now" moves on while the page is open. */
const TICK_MS = 30_000

/** The server's clock of an answer, moved on by the time the device has counted since it came. */
function useServerClock(now: number, savedAt: number): number {
  const [tick, setTick] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now + Math.max(0, tick - savedAt)
}

/**
 * The agenda, asked each time the page opens (at the venue without a network it must say it shows the copy kept on
 * the device) and again on coming back or once queued changes are answered; the queue is sent on each showing.
 */
function useAgenda() {
  const queue = useOfflineSignUps()
  const agenda = useKept(
    useEndpoint(meetingSignUps.agenda, undefined, { fresh: true }),
    taroStorage,
    `meeting-agenda:${queue.scope}`,
  )
  useShownAgain(() => void agenda.reload())
  useDidShow(() => void queue.flush())

  // Queued changes the server has just answered show in a fresh agenda.
  const answered = queue.results.length
  const { reload } = agenda
  useEffect(() => {
    if (answered > 0) void reload()
  }, [answered, reload])
  return agenda
}

/**
 * My agenda: the user's meeting sign-ups and subscribed booth activities day by day, overlaps named, free time shown,
 * what is on now and next at the top; the whole agenda into the calendar. It opens at the venue without a network
 * from the copy kept on the device, and shows what waits to be sent.
 */
export default sectionsPage({
  route: 'mypageSchedule',
  testId: 'agenda-page',
  loginHint: 'meeting.agenda.loginHint',
  useRead: useAgenda,
  Sections: function Agenda({ data: kept, reload }) {
    const t = useT()
    const { api } = useStores()
    const queue = useOfflineSignUps()
    const detailsKey = `meeting-agenda-details:${queue.scope}`
    const [details, setDetails] = useState<KeptDetails>(() => taroStorage.get<KeptDetails>(detailsKey) ?? {})
    const [opened, setOpened] = useState<string | null>(null)
    const calendar = useCalendarExport()
    const cancelSignUp = useCancelSignUp()
    const clock = useServerClock(kept.data.now, kept.savedAt)

    // Fresh answers bring the details of what is still to come onto the device, for the venue without a network.
    useEffect(() => {
      if (kept.offline) return
      let live = true
      void keepEntryDetails(api, taroStorage, detailsKey, kept.data.entries).then((next) => live && setDetails(next))
      return () => void (live = false)
    }, [api, kept, detailsKey])

    const days = useMemo(() => planDays(kept.data.entries), [kept])
    const { entries } = kept.data
    // A kept copy's statuses are as old as the copy: the moved-on clock says where each entry stands now.
    const statusOf = (entry: AgendaEntry) =>
      kept.offline ? meetingStatus(entry.startTime, entry.endTime, clock) : entry.status

    const cancel = async (entry: AgendaEntry) => {
      if ((await cancelSignUp({ meetingId: entry.id, title: entry.title })) === 'sent') reload()
    }

    return (
      <View className='agenda'>
        {kept.offline && <OfflineNote asOf={kept.data.now} />}
        <QueueNotice />
        {entries.length === 0 ? (
          <View className='agenda-empty'>
            <StatusView status='empty' message='meeting.agenda.empty' />
            <View className='agenda-empty__actions'>
              <Button
                type='primary'
                fill='outline'
                onClick={() => void navigate('meetingSearch')}
                data-testid='agenda-browse'
              >
                {t('meeting.enroll.browse')}
              </Button>
              <Button type='primary' onClick={() => void navigate('batchRegDocking')} data-testid='agenda-batch'>
                {t('meeting.route.batchRegDocking')}
              </Button>
            </View>
          </View>
        ) : (
          <>
            <NowNext plan={nowAndNext(entries, clock)} clock={clock} onOpen={setOpened} />
            <View className='agenda-toolbar'>
              <Text className='agenda-toolbar__count' data-testid='agenda-count'>
                {t('meeting.agenda.count', { count: entries.length })}
              </Text>
              <Button
                size='small'
                type='primary'
                fill='outline'
                loading={calendar.busy}
                onClick={() =>
                  void calendar.run({
                    file: () => api.meeting.agendaCalendar(),
                    events: entries
                      .filter((entry) => statusOf(entry) !== 'finished')
                      .map(({ title, place, startTime, endTime }) => ({ title, place, startTime, endTime })),
                  })
                }
                data-testid='agenda-export'
              >
                {t('meeting.agenda.export')}
              </Button>
            </View>
            <Timeline
              days={days}
              clock={clock}
              offline={kept.offline}
              details={details}
              statusOf={statusOf}
              opened={opened}
              onToggle={(key) => setOpened((current) => (current === key ? null : key))}
              onCancel={(entry) => void cancel(entry)}
            />
            <View className='agenda-links'>
              <Text
                className='agenda-links__link'
                onClick={() => void navigate('mypageEnroll')}
                data-testid='agenda-enroll'
              >
                {t('meeting.route.mypageEnroll')}
              </Text>
              <Text
                className='agenda-links__link'
                onClick={() => void navigate('batchRegDocking')}
                data-testid='agenda-batch-link'
              >
                {t('meeting.route.batchRegDocking')}
              </Text>
            </View>
          </>
        )}
      </View>
    )
  },
})
