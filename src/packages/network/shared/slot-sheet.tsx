import { Button, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { failureText } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { AgendaConflict, MeetingRequest } from '@/contract/network'
import { MEETING_TOPIC_MAX, MEETING_TOPIC_MIN, NetworkCode } from '@/contract/network.codes'
import { negotiation } from '@/contract/network.endpoints'
import type { MessageKey } from '@/i18n'
import { isApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import './people.scss'

/** A slot and a meeting point chosen in the sheet, with the topic and note of a new request ('' otherwise). */
export interface SlotChoice {
  topic: string
  startTime: number
  pointId: number
  note: string
}

interface Props {
  visible: boolean
  title: MessageKey
  /** Whom the meeting is with, shown under the title. */
  withName: string
  /** Whether the sheet asks for a topic and a note (a new request) or only a slot (another slot proposed). */
  asking?: boolean
  onClose: () => void
  /** Sends the choice; a refusal stays in the sheet (a conflict names what is in the way). */
  onSubmit: (choice: SlotChoice) => Promise<MeetingRequest>
  onDone: (request: MeetingRequest) => void
}

/** Why a topic cannot be sent, or null: MEETING_TOPIC_MIN to MEETING_TOPIC_MAX characters once trimmed. */
function topicProblem(topic: string): 'network.slot.topicRule' | null {
  const length = [...topic.trim()].length
  return length < MEETING_TOPIC_MIN || length > MEETING_TOPIC_MAX ? 'network.slot.topicRule' : null
}

/** Whether a refusal names the topic field (`data.field`), so its words go beside it. */
const refusesTopic = (error: unknown) =>
  isApiError(error) && (error.data as { field?: unknown } | null)?.field === 'topic'

/** The agenda entries a conflict refusal names, or none. */
export function conflictsOf(error: unknown): AgendaConflict[] {
  if (!isApiError(error) || error.code !== NetworkCode.agendaConflict) return []
  const data = error.data as { conflicts?: AgendaConflict[] } | null
  return data?.conflicts ?? []
}

/** A time range on the fair's clock: 09-09 10:00-10:30. */
export const slotText = (start: number, end: number) =>
  `${formatDate(start, 'MM-DD HH:mm')}-${formatDate(end, 'HH:mm')}`

/** What in the user's agenda is in the way of a slot, a line each. */
export const ConflictLines = observer(
  ({ conflicts, className, testId }: { conflicts: readonly AgendaConflict[]; className: string; testId: string }) => {
    const t = useT()
    return (
      <>
        {conflicts.map((conflict) => (
          <Text key={`${conflict.kind}-${conflict.id}`} className={className} data-testid={testId}>
            {t('network.slot.conflict', {
              title: conflict.title,
              time: slotText(conflict.startTime, conflict.endTime),
            })}
          </Text>
        ))}
      </>
    )
  },
)

/**
 * Choosing a fair day's 30-minute slot and a meeting point for a meeting (and, asking, its topic and a note), with what
 * stands in the way; a refused topic is named beside its field.
 */
export const SlotSheet = observer(({ visible, title, withName, asking = true, onClose, onSubmit, onDone }: Props) => {
  const t = useT()
  const options = useEndpoint(negotiation.options, undefined)
  const [day, setDay] = useState('')
  const [start, setStart] = useState(0)
  const [point, setPoint] = useState(0)
  const [note, setNote] = useState('')
  const [topic, setTopic] = useState('')
  const [topicError, setTopicError] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; conflicts: AgendaConflict[] } | null>(null)

  const data = options.data
  const topicLength = [...topic.trim()].length
  const chosenDay = data?.days.find((d) => d.date === day) ?? data?.days[0]
  const slotMs = (data?.slotMinutes ?? 30) * 60_000

  const submit = async () => {
    const badTopic = asking ? topicProblem(topic) : null
    setTopicError(badTopic ? t(badTopic, { min: MEETING_TOPIC_MIN, max: MEETING_TOPIC_MAX }) : '')
    setProblem(!start || !point ? { message: t('network.slot.choose'), conflicts: [] } : null)
    if (badTopic || !start || !point) return
    setBusy(true)
    try {
      onDone(
        await onSubmit({
          topic: asking ? topic.trim() : '',
          startTime: start,
          pointId: point,
          note: asking ? note.trim() : '',
        }),
      )
    } catch (error) {
      if (refusesTopic(error)) setTopicError(failureText(error, t))
      else setProblem({ message: failureText(error, t), conflicts: conflictsOf(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} title={t(title)}>
      <View className='slot-sheet' data-testid='slot-sheet'>
        <Text className='slot-sheet__with'>{t('network.slot.with', { name: withName })}</Text>
        {!data ? (
          <StatusView status={options.status === 'error' ? 'error' : 'loading'} onRetry={() => void options.reload()} />
        ) : data.days.length === 0 ? (
          <StatusView status='empty' message='network.slot.none' />
        ) : (
          <ScrollView scrollY className='slot-sheet__body'>
            {asking && (
              <View className='slot-sheet__field'>
                <View className='slot-sheet__label-row'>
                  <Text className='slot-sheet__label'>
                    <Text className='slot-sheet__required'>*</Text>
                    {t('network.slot.topic')}
                  </Text>
                  <Text
                    className={`slot-sheet__count${topicLength > MEETING_TOPIC_MAX ? ' slot-sheet__count--over' : ''}`}
                    data-testid='slot-topic-count'
                  >
                    {t('network.slot.topicLength', { length: topicLength, max: MEETING_TOPIC_MAX })}
                  </Text>
                </View>
                <Input
                  className='slot-sheet__input'
                  value={topic}
                  placeholder={t('network.slot.topicPlaceholder')}
                  onChange={(value) => {
                    setTopic(value)
                    setTopicError('')
                  }}
                  data-testid='slot-topic'
                />
                {topicError && (
                  <View className='slot-sheet__error' role='alert' data-testid='slot-topic-error'>
                    <Text>{topicError}</Text>
                  </View>
                )}
              </View>
            )}
            <Text className='slot-sheet__label'>{t('network.slot.day')}</Text>
            <View className='slot-sheet__chips'>
              {data.days.map((d) => (
                <Text
                  key={d.date}
                  className={`slot-sheet__chip${d.date === chosenDay?.date ? ' slot-sheet__chip--on' : ''}`}
                  onClick={() => {
                    setDay(d.date)
                    setStart(0)
                  }}
                  data-testid='slot-day'
                >
                  {d.date.slice(5)}
                </Text>
              ))}
            </View>
            <Text className='slot-sheet__label'>{t('network.slot.time')}</Text>
            <View className='slot-sheet__chips'>
              {(chosenDay?.slots ?? []).map((slot) => (
                <Text
                  key={slot}
                  className={`slot-sheet__chip${slot === start ? ' slot-sheet__chip--on' : ''}`}
                  onClick={() => setStart(slot)}
                  data-testid='slot-time'
                  aria-label={slotText(slot, slot + slotMs)}
                >
                  {formatDate(slot, 'HH:mm')}
                </Text>
              ))}
            </View>
            <Text className='slot-sheet__label'>{t('network.slot.point')}</Text>
            <View className='slot-sheet__chips'>
              {data.points.map((p) => (
                <Text
                  key={p.id}
                  className={`slot-sheet__chip${p.id === point ? ' slot-sheet__chip--on' : ''}`}
                  onClick={() => setPoint(p.id)}
                  data-testid='slot-point'
                >
                  {`${p.name} · ${p.location}`}
                </Text>
              ))}
            </View>
            {asking && (
              <TextArea
                value={note}
                maxLength={200}
                placeholder={t('network.slot.notePlaceholder')}
                onChange={setNote}
                data-testid='slot-note'
              />
            )}
          </ScrollView>
        )}
        {problem && (
          <View className='slot-sheet__problem' data-testid='slot-problem'>
            <Text>{problem.message}</Text>
            <ConflictLines conflicts={problem.conflicts} className='slot-sheet__conflict' testId='slot-conflict' />
          </View>
        )}
        {data && data.days.length > 0 && (
          <Button type='primary' block loading={busy} onClick={() => void submit()} data-testid='slot-submit'>
            {t('network.slot.submit')}
          </Button>
        )}
      </View>
    </Popup>
  )
})
