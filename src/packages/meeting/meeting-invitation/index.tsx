import '@/i18n/meeting.pages'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toast } from '@/components/toast'
import type { MeetingDetail } from '@/contract/meeting'
import { MeetingSignUpCode } from '@/contract/meeting.codes'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { h5Url, navigate, openLink } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_INVITATION, invitationFields, type InvitationValues } from './invitation-form'
import { meetingPage } from '../shared/meeting-page'
import { MeetingSummary } from '../shared/meeting-summary'
import { useOfflineSignUps } from '../shared/offline-sign-ups'
import { offerRealName } from '../shared/real-name'
import { GateNotice, useSignUpGate } from '../shared/sign-up-gate'
import { rememberOutcome } from '../shared/sign-up-outcome'
import { SlotFullChoices } from '../shared/slot-full-choices'
import { slotFullOf, useMeetingSignUp } from '../shared/use-meeting-sign-up'
import './index.scss'

const Invitation = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const stores = useStores()
  const queue = useOfflineSignUps()
  const gate = useSignUpGate(meeting)
  const [code, setCode] = useState('')

  const open = (route: 'meetInvitSuccess' | 'meetingResultPage') =>
    void openLink(h5Url({ route, query: { meetingId: meeting.id } }), { replace: true })
  const signedUp = () => {
    void rewardCompletedAction(stores, PointsAction.meetingSignUp)
    open('meetInvitSuccess')
  }
  // A full time slot keeps the code: giving up a meeting in the way signs up here with it.
  const swap = useMeetingSignUp(meeting.id, signedUp, { invitationCode: code })

  const form: FormDescriptor<InvitationValues, 'sent' | 'queued'> = {
    id: 'invitation',
    initial: EMPTY_INVITATION,
    fields: invitationFields,
    draft: `meeting-invitation:${meeting.id}`,
    checkOnBlur: true,
    submitLabel: 'meeting.invitation.submit',
    // Open while the meeting is (an invited-only one, or one whose kind the user came for anyway).
    disabled: gate === 'signedUp' || gate === 'queued' || gate === 'closed',
    submit: async ({ code: typed }) => {
      const invitationCode = typed.trim()
      setCode(invitationCode)
      swap.dismiss()
      try {
        return await queue.send({ kind: 'signUp', meetingId: meeting.id, title: meeting.title, invitationCode })
      } catch (error) {
        swap.showSlotFull(slotFullOf(error))
        offerRealName(error, t)
        throw error
      }
    },
    // The server's word on the code belongs under the code; what was typed stays there.
    errorField: (error) => (error.code === MeetingSignUpCode.invitationRequired ? 'code' : undefined),
    onSuccess: (sent) => {
      if (sent === 'sent') return signedUp()
      rememberOutcome(meeting.id, { kind: 'queued' })
      toast(t('meeting.queue.queuedSignUp'))
      open('meetingResultPage')
    },
  }

  return (
    <FormTemplate
      form={form}
      header={
        <>
          <MeetingSummary meeting={meeting} />
          {gate !== 'invitation' && gate !== 'open' && <GateNotice gate={gate} meetingId={meeting.id} />}
          {gate === 'open' && (
            <Text
              className='invitation__not-needed'
              onClick={() => void navigate('meetingPopup', { meetingId: meeting.id })}
              data-testid='invitation-not-needed'
            >
              {t('meeting.invitation.notNeeded')}
            </Text>
          )}
        </>
      }
      footer={
        swap.slotFull && (
          <SlotFullChoices
            msg={swap.slotFull.msg}
            conflicts={swap.slotFull.conflicts}
            busy={swap.busy}
            onSwap={(conflict) => void swap.swap(conflict)}
          />
        )
      }
    />
  )
})

/**
 * An invited-only meeting's sign-up (query meetingId): the invitation code, checked beside its field and refused
 * there by the server with what was typed kept; then the success page.
 */
export default meetingPage('meetingInvitation', 'meeting.invitation.loginHint', Invitation)
