import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { toast, toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { MeetingDetail, OfflineSheet } from '@/contract/meeting'
import { meetings, offlineSignIns } from '@/contract/meeting.endpoints'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { MeetingSummary } from '../shared/meeting-summary'
import { useOfflineSignUps } from '../shared/offline-sign-ups'
import './index.scss'

/** How often the staff's list follows the door while it is open. */
const STAFF_REFRESH_MS = 20_000

/** Who signed in, newest first: the staff's view of the sheet. */
const Attendees = observer(({ attendees }: { attendees: NonNullable<OfflineSheet['attendees']> }) => {
  const t = useT()
  return (
    <View className='door-staff' data-testid='door-staff'>
      <Text className='door-staff__heading'>{t('meeting.door.staffHeading', { count: attendees.length })}</Text>
      {attendees.length === 0 && <Text className='door-staff__empty'>{t('meeting.door.staffEmpty')}</Text>}
      {attendees.map((attendee, index) => (
        <View key={`${attendee.signTime}-${index}`} className='door-staff__row' data-testid='door-attendee'>
          <Text className='door-staff__name'>{attendee.name}</Text>
          <Text className='door-staff__time'>{formatDate(attendee.signTime, 'MM-DD HH:mm')}</Text>
        </View>
      ))}
    </View>
  )
})

interface SheetProps {
  sheet: OfflineSheet
  meeting: MeetingDetail | undefined
  enabled: boolean
  reload: () => Promise<void>
}

const Sheet = observer(({ sheet, meeting, enabled, reload }: SheetProps) => {
  const t = useT()
  const { queries } = useStores()
  const queue = useOfflineSignUps()
  const [busy, setBusy] = useState(false)
  const finished = meeting?.status === 'finished'
  // The timer asks with the latest reload, without starting again at each render.
  const latestReload = useRef(reload)
  latestReload.current = reload

  useEffect(() => {
    if (sheet.attendees === null) return
    const timer = setInterval(() => void latestReload.current(), STAFF_REFRESH_MS)
    return () => clearInterval(timer)
  }, [sheet.attendees])

  const signIn = async () => {
    setBusy(true)
    try {
      // Without a network at the door, the sign-in waits on the device and is sent once it returns.
      const sent = await queue.send({ kind: 'signIn', meetingId: sheet.meetingId, title: sheet.meetingName })
      if (sent === 'queued') return toast(t('meeting.queue.queuedSignIn'))
      // The footprints show the meetings signed in at: asked again when next opened.
      markEndpointsStale(queries, offlineSignIns.mine)
      toast(t('meeting.door.signedIn'), 'success')
      await reload()
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  const label = sheet.mine
    ? 'meeting.door.done'
    : finished
      ? 'meeting.status.finished'
      : enabled
        ? 'meeting.door.action'
        : 'meeting.door.closed'
  return (
    <View className='door' data-testid='door-sheet'>
      {meeting ? <MeetingSummary meeting={meeting} /> : <Text className='door__title'>{sheet.meetingName}</Text>}
      <View className='door__count' data-testid='door-count'>
        <Text className='door__number'>{sheet.signedIn}</Text>
        <Text className='door__count-label'>{t('meeting.door.count')}</Text>
      </View>
      <View className='door__action'>
        <Button
          type='primary'
          block
          loading={busy}
          disabled={sheet.mine || finished || !enabled}
          onClick={() => void signIn()}
          data-testid='door-sign-in'
        >
          {t(label)}
        </Button>
        <Text className='door__hint'>{t(sheet.mine ? 'meeting.door.doneHint' : 'meeting.door.hint')}</Text>
      </View>
      {sheet.attendees && <Attendees attendees={sheet.attendees} />}
    </View>
  )
})

/** The door's sheet, with the meeting and the door's setting when they have come: the sheet alone decides the page. */
function useDoor() {
  const { params } = useRouter()
  const meetingId = Number(params.meetingId) || 0
  const sheet = useEndpoint(offlineSignIns.sheet, { meetingId })
  const meeting = useEndpoint(meetings.detail, { id: meetingId }, { loading: true })
  const config = useEndpoint(offlineSignIns.config, undefined)
  const door = sheet.data && {
    sheet: sheet.data,
    meeting: meeting.data,
    // A failed read of the setting leaves the door as the server decides.
    enabled: config.data?.enabled !== false,
    reload: sheet.reload,
  }
  return { ...sheet, data: door }
}

/**
 * The sign-in sheet at a meeting's door (query meetingId; the door's QR code opens it): the meeting, signing in,
 * how many have signed in, and for the meeting's staff who did and when.
 */
export default sectionsPage({
  route: 'meetingOfflineMerber',
  testId: 'door-page',
  loginHint: 'meeting.door.loginHint',
  useRead: useDoor,
  Sections: ({ data }) => <Sheet {...data} />,
})
