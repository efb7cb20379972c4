import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toast } from '@/components/toast'
import { useSignedInValue } from '@/components/use-signed-in-value'
import type { MeetingDetail } from '@/contract/meeting'
import { MEETING_REMINDER_MINUTES, MeetingSignUpCode } from '@/contract/meeting.codes'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Hero } from '@/templates/sections'
import { meetingPage } from '../shared/meeting-page'
import { MeetingSummary } from '../shared/meeting-summary'
import { remindsByCalendar } from '../shared/reminders'
import { recallOutcome, rememberOutcome, type SignUpOutcome } from '../shared/sign-up-outcome'
import { ResultActions, SignedUpActions } from '../shared/signed-up-actions'
import { SlotFullChoices } from '../shared/slot-full-choices'
import { useMeetingSignUp } from '../shared/use-meeting-sign-up'

type Shown = SignUpOutcome['kind'] | 'notSignedUp'

/** The head's colour: green once signed up, the brand's while waiting for the network, grey otherwise. */
const TONES: Record<Shown, 'done' | 'closed' | undefined> = {
  signedUp: 'done',
  queued: undefined,
  refused: 'closed',
  notSignedUp: 'closed',
}

/**
 * What this visit's sign-up came to, else (opened afresh) what the server says: signed up or not. A full slot's
 * refusal names the meetings in the way and swaps one for this meeting, as the meeting's sign-up bar does.
 */
const Result = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const stores = useStores()
  const [outcome, setOutcome] = useState(() => recallOutcome(meeting.id))
  const [signedUp] = useSignedInValue<boolean | null>(
    null,
    outcome ? undefined : (api) => api.meeting.meetingSignUpStatus(meeting.id).then((answer) => answer.signedUp),
    [meeting.id],
  )
  const signUp = useMeetingSignUp(meeting.id, (reminder) => {
    const done: SignUpOutcome = { kind: 'signedUp', reminder }
    rememberOutcome(meeting.id, done)
    setOutcome(done)
    toast(t('meeting.signUp.success'), 'success')
    void rewardCompletedAction(stores, PointsAction.meetingSignUp)
  })

  const shown: Shown | null = outcome?.kind ?? (signedUp === null ? null : signedUp ? 'signedUp' : 'notSignedUp')
  if (!shown) return null
  const refusal = outcome?.kind === 'refused' ? outcome : null
  // A second refusal while swapping replaces the first.
  const slotFull = signUp.slotFull ?? (refusal && { msg: refusal.msg, conflicts: refusal.conflicts })
  const minutes = MEETING_REMINDER_MINUTES
  // How the user will be reminded: WeChat's message they accepted, else (H5) the calendar offered below.
  const reminder =
    outcome?.kind === 'signedUp' && outcome.reminder
      ? t('meeting.reminder.wechat', { minutes })
      : remindsByCalendar()
        ? t('meeting.reminder.calendar', { minutes })
        : undefined

  return (
    <View data-testid='sign-up-result' data-outcome={shown}>
      <Hero
        tone={TONES[shown]}
        title={t(`meeting.result.${shown}`)}
        titleTestId='sign-up-result-heading'
        text={shown === 'queued' ? t('meeting.result.queuedHint') : shown === 'signedUp' ? reminder : undefined}
      />
      <MeetingSummary meeting={meeting} />
      {shown === 'refused' && slotFull && (
        <SlotFullChoices
          msg={slotFull.msg}
          conflicts={slotFull.conflicts}
          busy={signUp.busy}
          onSwap={(conflict) => void signUp.swap(conflict)}
        />
      )}
      {shown === 'signedUp' && <SignedUpActions meeting={meeting} />}
      {shown !== 'signedUp' && (
        <ResultActions meetingId={meeting.id}>
          {refusal?.code === MeetingSignUpCode.realNameRequired && (
            <Button type='primary' block onClick={() => void navigate('mypageRealname')} data-testid='result-real-name'>
              {t('meeting.realName.go')}
            </Button>
          )}
          {refusal?.code === MeetingSignUpCode.invitationRequired && (
            <Button
              type='primary'
              block
              onClick={() => void navigate('meetingInvitation', { meetingId: meeting.id })}
              data-testid='result-invitation'
            >
              {t('meeting.invitation.enter')}
            </Button>
          )}
          {shown === 'notSignedUp' && (
            <Button
              type='primary'
              block
              onClick={() => void navigate('meetingPopup', { meetingId: meeting.id })}
              data-testid='result-sign-up'
            >
              {t('meeting.signUp.action')}
            </Button>
          )}
          {shown === 'queued' && (
            <Button type='primary' block onClick={() => void navigate('mypageSchedule')} data-testid='result-agenda'>
              {t('meeting.result.agenda')}
            </Button>
          )}
        </ResultActions>
      )}
    </View>
  )
})

/** The result of a meeting sign-up (query meetingId): success, waiting for the network, or why it failed. */
export default meetingPage('meetingResultPage', 'meeting.result.loginHint', Result)
