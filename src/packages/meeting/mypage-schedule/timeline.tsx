import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AgendaEntry } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { EntryDetails } from './entry-details'
import { entryKey, type DayPlan, type TimelineRow } from '../shared/agenda-plan'
import type { KeptDetails } from '../shared/entry-details'
import { clockRange, dayHeading, durationText, fairClock } from '../shared/fair-day'
import { useOfflineSignUps } from '../shared/offline-sign-ups'

export interface TimelineProps {
  days: DayPlan[]
  /** The server's clock, moved on by the time since its answer. */
  clock: number
  offline: boolean
  details: KeptDetails
  /** Each entry's status: the server's, or from the clock for a kept copy. */
  statusOf: (entry: AgendaEntry) => AgendaEntry['status']
  opened: string | null
  onToggle: (key: string) => void
  onCancel: (entry: AgendaEntry) => void
}

/** Titles as a list in the user's language: 「A」、「B」 or "A", "B". */
function titles(entries: AgendaEntry[], t: ReturnType<typeof useT>) {
  return entries.map((entry) => t('meeting.agenda.quoted', { title: entry.title })).join(t('meeting.agenda.separator'))
}

const EntryRow = observer(
  ({ row, ...props }: Omit<TimelineProps, 'days'> & { row: Extract<TimelineRow, { type: 'entry' }> }) => {
    const t = useT()
    const queue = useOfflineSignUps()
    const { entry, overlapsWith } = row
    const key = entryKey(entry)
    const status = props.statusOf(entry)
    const cancelling = entry.kind === 'meeting' && queue.pendingFor(entry.id)?.kind === 'cancel'
    const open = props.opened === key
    return (
      <View
        className={`agenda-entry agenda-entry--${status}${overlapsWith.length ? ' agenda-entry--overlap' : ''}`}
        data-testid='agenda-entry'
        data-key={key}
        data-status={status}
      >
        <View className='agenda-entry__time'>
          <Text className='agenda-entry__start'>{fairClock(entry.startTime)}</Text>
          <Text className='agenda-entry__end'>{fairClock(entry.endTime)}</Text>
        </View>
        <View
          className='agenda-entry__card'
          onClick={() => props.onToggle(key)}
          aria-expanded={open}
          data-testid='agenda-entry-card'
        >
          <View className='agenda-entry__tags'>
            <Text className={`agenda-entry__kind agenda-entry__kind--${entry.kind}`}>
              {t(`meeting.agenda.kind.${entry.kind}`)}
            </Text>
            <Text className={`agenda-entry__status agenda-entry__status--${status}`}>
              {t(`meeting.status.${status}`)}
            </Text>
          </View>
          <Text className='agenda-entry__title'>{entry.title}</Text>
          <Text className='agenda-entry__meta'>{entry.place}</Text>
          {overlapsWith.length > 0 && (
            <Text className='agenda-entry__overlap' data-testid='agenda-overlap'>
              {t('meeting.agenda.overlaps', { titles: titles(overlapsWith, t) })}
            </Text>
          )}
          {cancelling && (
            <Text className='agenda-entry__pending' data-testid='agenda-cancel-pending'>
              {t('meeting.agenda.cancelPending')}
            </Text>
          )}
          {open && (
            <EntryDetails
              entry={entry}
              detail={props.details[key]}
              status={status}
              clock={props.clock}
              offline={props.offline}
              cancelling={cancelling}
              onCancel={() => props.onCancel(entry)}
            />
          )}
        </View>
      </View>
    )
  },
)

/** The agenda day by day: entries on a time line, overlaps named, free time between them shown. */
export const Timeline = observer(({ days, ...props }: TimelineProps) => {
  const t = useT()
  return (
    <>
      {days.map(({ day, rows }) => (
        <View key={day} className='agenda-day' data-testid='agenda-day' data-day={day}>
          <Text className='agenda-day__heading'>{dayHeading(day, t)}</Text>
          {rows.map((row) =>
            row.type === 'free' ? (
              <View key={`free-${row.start}`} className='agenda-free' data-testid='agenda-free'>
                <Text className='agenda-free__text'>
                  {t('meeting.agenda.free', {
                    range: clockRange(row.start, row.end),
                    duration: durationText(row.end - row.start, t),
                  })}
                </Text>
              </View>
            ) : (
              <EntryRow key={entryKey(row.entry)} row={row} {...props} />
            ),
          )}
        </View>
      ))}
    </>
  )
})
