import { ActionSheet, Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toastActionFailed } from '@/components/toast'
import { useSignedInValue } from '@/components/use-signed-in-value'
import type { MeetingConflict, MeetingStatus, SlotFullData } from '@/contract/meeting'
import type { MessageKey } from '@/i18n'
import { navigate, openLink, pageUrl } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { meetingTimeRange } from '../shared/meeting-time'
import './sign-up-bar.scss'

export type SignUpState = 'open' | 'signedUp' | 'ended' | 'full' | 'invitation'

const BUTTON = {
  open: 'meeting.signUp.action',
  signedUp: 'meeting.signUp.done',
  ended: 'meeting.signUp.ended',
  full: 'meeting.signUp.full',
  invitation: 'meeting.signUp.invitation',
} as const satisfies Record<SignUpState, MessageKey>

interface Props {
  meetingId: number
  /** Where the meeting stands on the server's clock: sign-up closes when it starts. */
  status: MeetingStatus
  /** Seats left when the room sets a limit; none left means full. */
  seatsLeft?: number | null
  /** Invited guests sign up with their code on the invitation page. */
  invitationOnly?: boolean
  /**
   * Called once after a successful sign-up: the place where the points reward for a personal meeting sign-up
   * (action 38) starts.
   */
  onSignedUp?: () => void
}

/**
 * The meeting's sign-up bar: sign up, signed up, ended once the server says the meeting has started, full, or the
 * way to the invitation page of an invited-only meeting. A visitor is sent to log in and comes back here; the
 * server's refusal (deadline, same time slot, unknown meeting) is shown in the user's language, and a full time
 * slot offers to give up one of the meetings in the way for this one.
 */
export const MeetingSignUpBar = observer(({ meetingId, status, seatsLeft, invitationOnly, onSignedUp }: Props) => {
  const t = useT()
  const { api, user } = useStores()
  const [signedUp, setSignedUp] = useSignedInValue(
    false,
    (api) => api.meeting.meetingSignUpStatus(meetingId).then((answer) => answer.signedUp),
    [meetingId],
  )
  const [busy, setBusy] = useState(false)
  /** The refusal of a full time slot with the sign-ups in the way, while the user chooses what to do. */
  const [slotFull, setSlotFull] = useState<{ msg: string; conflicts: MeetingConflict[] } | null>(null)

  let state: SignUpState = 'open'
  if (signedUp) state = 'signedUp'
  else if (status !== 'notStarted') state = 'ended'
  else if (seatsLeft === 0) state = 'full'
  else if (invitationOnly) state = 'invitation'

  const signUp = async () => {
    if (busy) return
    if (state === 'invitation') {
      // The invitation page (its own route) takes the code and signs the guest up.
      void openLink(`/meeting-invitation?meetingId=${meetingId}`)
      return
    }
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('meeting.signUp.loginFirst'), icon: 'none' })
      void navigate('login', { redirect: pageUrl('meetingDetails', { meetingId }) })
      return
    }
    await attempt(() => api.meeting.meetingSignUp(meetingId))
  }

  /** Gives up one sign-up in the way and takes this meeting instead, in one step the server keeps or undoes. */
  const swap = (conflict: MeetingConflict) =>
    attempt(() => api.meeting.meetingSignUp(meetingId, { replacing: conflict.id }))

  const attempt = async (work: () => Promise<unknown>) => {
    setBusy(true)
    setSlotFull(null)
    try {
      await work()
      setSignedUp(true)
      void Taro.showToast({ title: t('meeting.signUp.success'), icon: 'success' })
      onSignedUp?.()
    } catch (error) {
      const conflicts = isApiError(error) ? (error.data as SlotFullData | null)?.conflicts : undefined
      if (isApiError(error) && conflicts?.length) {
        // The seed's notice says to cancel one: offer exactly that, naming the meetings in the way.
        setSlotFull({ msg: error.msg, conflicts })
        return
      }
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='sign-up-bar' data-testid='meeting-sign-up-bar' data-state={state}>
      <Text className='sign-up-bar__hint'>
        {t(state === 'invitation' ? 'meeting.signUp.invitationHint' : 'meeting.signUp.hint')}
      </Text>
      <Button
        type='primary'
        block
        disabled={state !== 'open' && state !== 'invitation'}
        loading={busy}
        onClick={() => void signUp()}
        data-testid='meeting-sign-up-button'
      >
        {t(BUTTON[state])}
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
        onCancel={() => setSlotFull(null)}
      />
    </View>
  )
})
