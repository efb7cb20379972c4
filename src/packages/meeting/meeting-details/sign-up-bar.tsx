import { ActionSheet, Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toast } from '@/components/toast'
import { useSignedInValue } from '@/components/use-signed-in-value'
import type { MeetingStatus, SignUpStatus } from '@/contract/meeting'
import { MEETING_REMINDER_MINUTES } from '@/contract/meeting.codes'
import type { MessageKey } from '@/i18n'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import type { CalendarSource } from '../shared/calendar-event'
import { meetingTimeRange } from '../shared/meeting-time'
import { useCancelSignUp } from '../shared/offline-sign-ups'
import { remindsByCalendar } from '../shared/reminders'
import { useCalendarExport } from '../shared/use-calendar-export'
import { useMeetingSignUp } from '../shared/use-meeting-sign-up'
import './sign-up-bar.scss'

export type SignUpState = 'open' | 'signedUp' | 'ended' | 'full' | 'invitation'

const BUTTON = {
  open: 'meeting.signUp.action',
  signedUp: 'meeting.signUp.done',
  ended: 'meeting.signUp.ended',
  full: 'meeting.signUp.full',
  invitation: 'meeting.signUp.invitation',
} as const satisfies Record<SignUpState, MessageKey>

const NOT_SIGNED_UP: SignUpStatus = { signedUp: false, reminder: false }
const minutes = MEETING_REMINDER_MINUTES

interface Props {
  meetingId: number
  /** Named in the question before a sign-up is cancelled. */
  title?: string
  /** Where the meeting stands on the server's clock: sign-up and cancelling close when it starts. */
  status: MeetingStatus
  /** Seats left when the room sets a limit; none left means full. */
  seatsLeft?: number | null
  /** Invited guests sign up with their code on the invitation page. */
  invitationOnly?: boolean
  /** The meeting's calendar, offered after signing up on H5, where its alarm is the reminder. */
  calendar?: CalendarSource
  /**
   * Called once after a successful sign-up: the place where the points reward for a personal meeting sign-up
   * (action 38) starts.
   */
  onSignedUp?: () => void
}

/**
 * The meeting's action bar, fixed at the bottom of the screen (above the phone's home indicator) with room kept under
 * the page so it hides nothing: sign up, signed up with a way to cancel while the meeting has not started, ended once
 * the server says it has started, full, or the way to the invitation page of an invited-only meeting. A visitor is
 * sent to log in and comes back here; the server's refusal is shown in the user's language, and a full time slot
 * offers to give up one of the meetings in the way for this one. Signing up in the mini program asks whether WeChat
 * may remind the user MEETING_REMINDER_MINUTES before the meeting; on H5 the meeting's calendar file is offered.
 */
export const MeetingSignUpBar = observer(
  ({ meetingId, title = '', status, seatsLeft, invitationOnly, calendar, onSignedUp }: Props) => {
    const t = useT()
    const { user } = useStores()
    const calendarExport = useCalendarExport()
    const cancelSignUp = useCancelSignUp()
    const [cancelling, setCancelling] = useState(false)
    const [signUpStatus, setSignUpStatus] = useSignedInValue(
      NOT_SIGNED_UP,
      (api) => api.meeting.meetingSignUpStatus(meetingId),
      [meetingId],
    )

    // On H5 the calendar's alarm is the reminder: offered in the bar, not in a dialog over the points prompt.
    const calendarOffered = calendar !== undefined && remindsByCalendar()

    const {
      busy,
      slotFull,
      signUp: send,
      swap,
      dismiss,
    } = useMeetingSignUp(meetingId, (reminder) => {
      setSignUpStatus({ signedUp: true, reminder })
      onSignedUp?.()
      if (reminder) toast(t('meeting.reminder.signedUp', { minutes }))
      else if (calendarOffered) toast(t('meeting.reminder.calendarOffered', { minutes }))
      else toast(t('meeting.signUp.success'), 'success')
    })

    let state: SignUpState = 'open'
    if (signUpStatus.signedUp) state = 'signedUp'
    else if (status !== 'notStarted') state = 'ended'
    else if (seatsLeft === 0) state = 'full'
    else if (invitationOnly) state = 'invitation'

    const signUp = async () => {
      if (busy) return
      if (state === 'invitation') {
        // The invitation page takes the code and signs the guest up.
        void navigate('meetingInvitation', { meetingId })
        return
      }
      if (!user.loggedIn) {
        toast(t('meeting.signUp.loginFirst'))
        void navigate('login', { redirect: pageUrl('meetingDetails', { meetingId }) })
        return
      }
      await send()
    }

    const cancel = async () => {
      if (cancelling) return
      setCancelling(true)
      try {
        if ((await cancelSignUp({ meetingId, title })) === 'sent') setSignUpStatus(NOT_SIGNED_UP)
      } finally {
        setCancelling(false)
      }
    }

    let text: string
    if (state === 'signedUp')
      text = signUpStatus.reminder ? t('meeting.signUp.reminded', { minutes }) : t('meeting.signUp.done')
    else text = t(state === 'invitation' ? 'meeting.signUp.invitationHint' : 'meeting.signUp.hint')

    return (
      <>
        {/* The room under the page's content that the fixed bar covers. */}
        <View className='sign-up-bar__room' />
        <View className='sign-up-bar' data-testid='meeting-sign-up-bar' data-state={state}>
          <Text className={`sign-up-bar__text sign-up-bar__text--${state}`} data-testid='meeting-sign-up-status'>
            {text}
          </Text>
          {state === 'signedUp' && calendarOffered && status === 'notStarted' && (
            <Button
              className='sign-up-bar__button'
              type='primary'
              fill='outline'
              loading={calendarExport.busy}
              onClick={() => calendar && void calendarExport.run(calendar)}
              data-testid='meeting-sign-up-calendar'
            >
              {t('meeting.reminder.addCalendar')}
            </Button>
          )}
          {state === 'signedUp' ? (
            status === 'notStarted' && (
              <Button
                className='sign-up-bar__button'
                type='primary'
                fill='outline'
                loading={cancelling}
                onClick={() => void cancel()}
                data-testid='meeting-sign-up-cancel'
              >
                {t('meeting.enroll.cancel')}
              </Button>
            )
          ) : (
            <Button
              className='sign-up-bar__button'
              type='primary'
              disabled={state !== 'open' && state !== 'invitation'}
              loading={busy}
              onClick={() => void signUp()}
              data-testid='meeting-sign-up-button'
            >
              {t(BUTTON[state])}
            </Button>
          )}
        </View>
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
      </>
    )
  },
)
