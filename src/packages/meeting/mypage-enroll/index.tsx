import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useShownAgain } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import type { MySignUp } from '@/contract/meeting'
import { meetingSignUps } from '@/contract/meeting.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { EmptyPrompt } from '../shared/list-page'
import { meetingTimeRange } from '../shared/meeting-time'
import { useCancelSignUp, useOfflineSignUps } from '../shared/offline-sign-ups'
import './index.scss'

const SignUpRow = observer(({ signUp, onCancel }: { signUp: MySignUp; onCancel: () => void }) => {
  const t = useT()
  const cancelling = useOfflineSignUps().pendingFor(signUp.meetingId)?.kind === 'cancel'
  return (
    <View
      className='enroll-row'
      data-testid='my-sign-up'
      data-status={signUp.status}
      onClick={() => void navigate('meetingDetails', { meetingId: signUp.meetingId })}
    >
      <View className='enroll-row__body'>
        <Text className='enroll-row__title'>{signUp.title}</Text>
        <Text className='enroll-row__meta'>{meetingTimeRange(signUp.startTime, signUp.endTime)}</Text>
        <Text className='enroll-row__meta'>{signUp.venue}</Text>
      </View>
      <View className='enroll-row__side'>
        <Text className={`enroll-row__status enroll-row__status--${signUp.status}`}>
          {t(`meeting.status.${signUp.status}`)}
        </Text>
        {cancelling && (
          <Text className='enroll-row__pending' data-testid='sign-up-cancel-pending'>
            {t('meeting.agenda.cancelPending')}
          </Text>
        )}
        {signUp.status === 'notStarted' && !cancelling && (
          <Button
            size='small'
            fill='outline'
            onClick={(event) => {
              event.stopPropagation()
              onCancel()
            }}
            data-testid='sign-up-cancel'
          >
            {t('meeting.enroll.cancel')}
          </Button>
        )}
      </View>
    </View>
  )
})

/**
 * The logged-in user's meeting sign-ups, earliest first, with their status; one not yet started can be cancelled (without
 * a network, once it returns); the agenda is a tap away.
 */
export default sectionsPage({
  route: 'mypageEnroll',
  testId: 'enroll-page',
  loginHint: 'meeting.enroll.loginHint',
  useRead: () => {
    const signUps = useEndpoint(meetingSignUps.mine, undefined, { loading: true })
    // Sign-ups made on a meeting page since this one was last shown appear when coming back.
    useShownAgain(() => void signUps.reload())
    return signUps
  },
  Sections: function EnrollList({ data, reload }) {
    const t = useT()
    const cancelSignUp = useCancelSignUp()

    const cancel = async (signUp: MySignUp) => {
      const outcome = await cancelSignUp(signUp)
      if (outcome === 'sent' || outcome === 'failed') reload()
    }

    if (data.length === 0) {
      return (
        <EmptyPrompt
          message='meeting.enroll.empty'
          testId='enroll-browse'
          onAction={() => void navigate('meetingSearch')}
        >
          {t('meeting.enroll.browse')}
        </EmptyPrompt>
      )
    }
    return (
      <>
        <View className='enroll-head'>
          <Text className='enroll-count' data-testid='enroll-count'>
            {t('meeting.enroll.count', { count: data.length })}
          </Text>
          <Text
            className='enroll-head__agenda'
            onClick={() => void navigate('mypageSchedule')}
            data-testid='enroll-agenda'
          >
            {t('meeting.route.mypageSchedule')}
          </Text>
        </View>
        {data.map((signUp) => (
          <SignUpRow key={signUp.meetingId} signUp={signUp} onCancel={() => void cancel(signUp)} />
        ))}
      </>
    )
  },
})
