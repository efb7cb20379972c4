import { ActionSheet, Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useSignedInValue } from '@/components/use-signed-in-value'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { meetingTimeRange } from '../shared/meeting-time'
import { useMeetingSignUp } from '../shared/use-meeting-sign-up'
import './sign-up-bar.scss'

export type SignUpState = 'open' | 'signedUp' | 'ended'

interface Props {
  meetingId: number
  /** When the meeting starts: the registration deadline. */
  startTime: number
  /**
   * Called once after a successful sign-up: the place where the points reward for a personal meeting sign-up
   * (action 38) starts.
   */
  onSignedUp?: () => void
}

/**
 * The meeting's sign-up bar: sign up, signed up, or ended once the meeting has started. A visitor is sent to log in
 * and comes back here; the server's refusal (deadline, same time slot, unknown meeting) is shown in the user's language,
 * and a full time slot offers to give up one of the meetings in the way for this one.
 */
export const MeetingSignUpBar = observer(({ meetingId, startTime, onSignedUp }: Props) => {
  const t = useT()
  const { user } = useStores()
  const [signedUp, setSignedUp] = useSignedInValue(
    false,
    (api) => api.meeting.meetingSignUpStatus(meetingId).then((answer) => answer.signedUp),
    [meetingId],
  )
  const {
    busy,
    slotFull,
    signUp: send,
    swap,
    dismiss,
  } = useMeetingSignUp(meetingId, () => {
    setSignedUp(true)
    void Taro.showToast({ title: t('meeting.signUp.success'), icon: 'success' })
    onSignedUp?.()
  })

  const state: SignUpState = signedUp ? 'signedUp' : Date.now() >= startTime ? 'ended' : 'open'

  const signUp = async () => {
    if (busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('meeting.signUp.loginFirst'), icon: 'none' })
      void navigate('login', { redirect: pageUrl('meetingDetails', { meetingId }) })
      return
    }
    await send()
  }

  return (
    <View className='sign-up-bar' data-testid='meeting-sign-up-bar' data-state={state}>
      <Text className='sign-up-bar__hint'>{t('meeting.signUp.hint')}</Text>
      <Button
        type='primary'
        block
        disabled={state !== 'open'}
        loading={busy}
        onClick={() => void signUp()}
        data-testid='meeting-sign-up-button'
      >
        {t(
          state === 'open'
            ? 'meeting.signUp.action'
            : state === 'signedUp'
              ? 'meeting.signUp.done'
              : 'meeting.signUp.ended',
        )}
      </Button>
      <ActionSheet
        visible={slotFull !== null}
        title={slotFull?.msg}
        description={t('meeting.signUp.swapHint')}
        cancelText={t('common.cancel')}
        options={(slotFull?.conflicts ?? []).map((conflict) => ({
          name: t('meeting.signUp.swap', {
            title: conflict.title,
            time: meetingTimeRange(conflict.startTime, conflict.endTime),
          }),
          id: String(conflict.id),
        }))}
        onSelect={(_option, index) => {
          const conflict = slotFull?.conflicts[index]
          if (conflict) void swap(conflict)
        }}
        onCancel={dismiss}
      />
    </View>
  )
})
