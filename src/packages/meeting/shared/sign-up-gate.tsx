import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useSignedInValue } from '@/components/use-signed-in-value'
import type { MeetingCard } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useOfflineSignUps } from './offline-sign-ups'
import './sign-up-gate.scss'

/** Whether the user may sign up here, and if not, why: the state the confirmation pages start from. */
export type SignUpGate = 'open' | 'signedUp' | 'queued' | 'closed' | 'invitation'

type Gated = Pick<MeetingCard, 'id' | 'status' | 'invitationOnly'>

/** The gate of a meeting for the signed-in user: the server's sign-up status and the meeting's, and the queue. */
export function useSignUpGate(meeting: Gated): SignUpGate {
  const queue = useOfflineSignUps()
  const [signedUp] = useSignedInValue(
    false,
    (api) => api.meeting.meetingSignUpStatus(meeting.id).then((answer) => answer.signedUp),
    [meeting.id],
  )
  if (signedUp) return 'signedUp'
  if (queue.pendingFor(meeting.id)?.kind === 'signUp') return 'queued'
  if (meeting.status !== 'notStarted') return 'closed'
  return meeting.invitationOnly ? 'invitation' : 'open'
}

/** Why the user cannot sign up here, with where to go instead; nothing while they can. */
export const GateNotice = observer(({ gate, meetingId }: { gate: SignUpGate; meetingId: number }) => {
  const t = useT()
  if (gate === 'open') return null
  return (
    <View className='sign-up-gate' data-testid='sign-up-gate' data-gate={gate}>
      <Text className='sign-up-gate__text'>{t(`meeting.gate.${gate}`)}</Text>
      {(gate === 'signedUp' || gate === 'queued') && (
        <Button size='small' type='primary' fill='outline' onClick={() => void navigate('mypageSchedule')}>
          {t('meeting.route.mypageSchedule')}
        </Button>
      )}
      {gate === 'invitation' && (
        <Button
          size='small'
          type='primary'
          onClick={() => void navigate('meetingInvitation', { meetingId })}
          data-testid='gate-invitation'
        >
          {t('meeting.invitation.enter')}
        </Button>
      )}
    </View>
  )
})
