import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import type { MeetingDetail } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { meetingCalendarSource } from './calendar-event'
import { meetingPlace } from './meeting-summary'
import { useCalendarExport } from './use-calendar-export'
import './signed-up-actions.scss'

/** The buttons under a sign-up's result, stacked: what the outcome offers, then back to the meeting. */
export const ResultActions = observer(({ meetingId, children }: PropsWithChildren<{ meetingId: number }>) => {
  const t = useT()
  return (
    <View className='result-actions'>
      {children}
      <Button
        fill='outline'
        block
        onClick={() => void navigate('meetingDetails', { meetingId })}
        data-testid='result-meeting'
      >
        {t('meeting.result.meeting')}
      </Button>
    </View>
  )
})

/** After a sign-up: the agenda it joined, the meeting into the phone's calendar, and back to the meeting. */
export const SignedUpActions = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const { api } = useStores()
  const calendar = useCalendarExport()
  return (
    <ResultActions meetingId={meeting.id}>
      <Button type='primary' block onClick={() => void navigate('mypageSchedule')} data-testid='result-agenda'>
        {t('meeting.result.agenda')}
      </Button>
      <Button
        type='primary'
        fill='outline'
        block
        loading={calendar.busy}
        onClick={() => void calendar.run(meetingCalendarSource(api.meeting, meeting, meetingPlace(meeting)))}
        data-testid='result-calendar'
      >
        {t('meeting.result.calendar')}
      </Button>
    </ResultActions>
  )
})
