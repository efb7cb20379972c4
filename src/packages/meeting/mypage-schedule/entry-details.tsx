import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AgendaEntry } from '@/contract/meeting'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { SOON_MS } from '../shared/agenda-plan'
import type { EntryDetail } from '../shared/entry-details'
import { MeetingFact, meetingPlace } from '../shared/meeting-summary'
import { meetingTimeRange } from '../shared/meeting-time'

/** Rich text as plain lines: the kept copy is read offline, where no rich-text view is worth its weight. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The facts of an entry's kept detail, or of the entry itself when none was kept. */
function facts(entry: AgendaEntry, detail: EntryDetail | undefined): [MessageKey, string, string?][] {
  const time: [MessageKey, string] = ['meeting.time', meetingTimeRange(entry.startTime, entry.endTime)]
  if (detail?.kind === 'meeting') {
    const { meeting } = detail
    return [
      time,
      ['meeting.venue', meetingPlace(meeting)],
      ['meeting.host', meeting.host],
      ['meeting.agenda.onlineRoom', meeting.online?.room ?? '', 'agenda-detail-room'],
      ['meeting.agenda.onlinePassword', meeting.online?.password ?? ''],
    ]
  }
  if (detail?.kind === 'activity') {
    const { activity } = detail
    return [
      time,
      ['meeting.agenda.booth', [activity.hall, activity.area, activity.booth].filter(Boolean).join(' · ')],
      ['meeting.host', activity.host],
    ]
  }
  return [time, ['meeting.venue', entry.place]]
}

/** What the kept detail says the entry is about. */
const about = (detail: EntryDetail | undefined) =>
  detail?.kind === 'meeting' ? detail.meeting.summary : detail ? plain(detail.activity.introduction) : ''

interface Props {
  entry: AgendaEntry
  detail: EntryDetail | undefined
  status: AgendaEntry['status']
  clock: number
  offline: boolean
  /** A cancellation of this sign-up waits for the network. */
  cancelling: boolean
  onCancel: () => void
}

/**
 * An opened entry: its facts from the detail kept on the device (so they show at the venue without a network), the
 * meeting's page when online, the door sign-in once it is on or about to start, and cancelling before it starts.
 */
export const EntryDetails = observer(({ entry, detail, status, clock, offline, cancelling, onCancel }: Props) => {
  const t = useT()
  const meeting = entry.kind === 'meeting'
  const atTheDoor = status === 'ongoing' || (status === 'notStarted' && entry.startTime - clock <= SOON_MS)
  return (
    <View className='agenda-detail' data-testid='agenda-detail' onClick={(event) => event.stopPropagation()}>
      {facts(entry, detail).map(([label, value, testId]) =>
        value ? <MeetingFact key={label} label={t(label)} value={value} testId={testId} /> : null,
      )}
      {about(detail) && <Text className='agenda-detail__about'>{about(detail)}</Text>}
      {!detail && offline && <Text className='agenda-detail__hint'>{t('meeting.agenda.detailNotKept')}</Text>}
      {entry.kind === 'negotiation' && !offline && (
        <View className='agenda-detail__actions'>
          <Button
            size='small'
            fill='outline'
            onClick={() => void navigate('mypageNegotiate')}
            data-testid='agenda-open-negotiation'
          >
            {t('network.route.mypageNegotiate')}
          </Button>
        </View>
      )}
      {meeting && (
        <View className='agenda-detail__actions'>
          {!offline && (
            <Button
              size='small'
              fill='outline'
              onClick={() => void navigate('meetingDetails', { meetingId: entry.id })}
              data-testid='agenda-open-meeting'
            >
              {t('meeting.agenda.openMeeting')}
            </Button>
          )}
          {atTheDoor && (
            <Button
              size='small'
              type='primary'
              onClick={() => void navigate('meetingOfflineMerber', { meetingId: entry.id })}
              data-testid='agenda-door'
            >
              {t('meeting.door.entry')}
            </Button>
          )}
          {status === 'notStarted' && !cancelling && (
            <Button size='small' fill='outline' onClick={onCancel} data-testid='agenda-cancel'>
              {t('meeting.enroll.cancel')}
            </Button>
          )}
        </View>
      )}
    </View>
  )
})
