import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AgendaEntry } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { entryKey, type NowAndNext } from '../shared/agenda-plan'
import { clockRange, durationText } from '../shared/fair-day'

const Card = ({ label, entry, onOpen }: { label: string; entry: AgendaEntry; onOpen: (key: string) => void }) => (
  <View className='agenda-now__card' data-testid='agenda-now-entry' onClick={() => onOpen(entryKey(entry))}>
    <Text className='agenda-now__label'>{label}</Text>
    <Text className='agenda-now__title'>{entry.title}</Text>
    <Text className='agenda-now__meta'>{`${clockRange(entry.startTime, entry.endTime)} · ${entry.place}`}</Text>
  </View>
)

/** What is on now and what comes next, at the top of the agenda while either holds. */
export const NowNext = observer(
  ({ plan, clock, onOpen }: { plan: NowAndNext; clock: number; onOpen: (key: string) => void }) => {
    const t = useT()
    if (plan.now.length === 0 && !plan.next) return null
    return (
      <View className='agenda-now' data-testid='agenda-now'>
        {plan.now.map((entry) => (
          <Card key={entryKey(entry)} label={t('meeting.agenda.now')} entry={entry} onOpen={onOpen} />
        ))}
        {plan.next && (
          <Card
            label={t('meeting.agenda.next', { wait: durationText(plan.next.startTime - clock, t) })}
            entry={plan.next}
            onOpen={onOpen}
          />
        )}
      </View>
    )
  },
)
