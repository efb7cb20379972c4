import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BatchSignUpResult, MeetingCard } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { holds } from './batch-plan'
import { meetingTimeRange } from '../shared/meeting-time'

interface Props {
  results: BatchSignUpResult[]
  /** The meetings submitted, for their titles and times. */
  meetings: MeetingCard[]
  onAgain: () => void
}

/** What the submission did, meeting by meeting in the server's words, and where to go next. */
export const BatchResults = observer(({ results, meetings, onAgain }: Props) => {
  const t = useT()
  const done = results.filter((result) => result.outcome === 'signedUp').length
  return (
    <View className='batch-results' data-testid='batch-results'>
      <Text className='batch-results__summary' data-testid='batch-results-summary'>
        {t('meeting.batch.done', { done, count: results.length })}
      </Text>
      {results.map((result) => {
        const meeting = meetings.find((candidate) => candidate.id === result.meetingId)
        return (
          <View
            key={result.meetingId}
            className={`batch-result batch-result--${holds(result.outcome) ? 'ok' : 'refused'}`}
            onClick={() => void navigate('meetingDetails', { meetingId: result.meetingId })}
            data-testid='batch-result'
            data-outcome={result.outcome}
          >
            <Text className='batch-result__title'>{meeting?.title ?? `#${result.meetingId}`}</Text>
            {meeting && (
              <Text className='batch-result__meta'>{meetingTimeRange(meeting.startTime, meeting.endTime)}</Text>
            )}
            <Text className='batch-result__msg'>{result.msg}</Text>
          </View>
        )
      })}
      <View className='batch-results__actions'>
        <Button type='primary' block onClick={() => void navigate('mypageSchedule')} data-testid='batch-results-agenda'>
          {t('meeting.result.agenda')}
        </Button>
        <Button fill='outline' block onClick={onAgain} data-testid='batch-again'>
          {t('meeting.batch.again')}
        </Button>
      </View>
    </View>
  )
})
