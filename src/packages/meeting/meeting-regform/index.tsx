import '@/i18n/meeting.pages'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingDetail } from '@/contract/meeting'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { meetingPage } from '../shared/meeting-page'
import { MeetingSummary } from '../shared/meeting-summary'
import { GateNotice, useSignUpGate } from '../shared/sign-up-gate'
import { signUpAndShowResult } from '../shared/sign-up-outcome'
import { useProfile } from '../shared/use-profile'
import './index.scss'

/** The form asks for nothing new: the attendee is the account, shown for confirmation. */
type Confirmation = Record<string, never>

const RegForm = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const stores = useStores()
  const profile = useProfile()
  const gate = useSignUpGate(meeting)
  const shown = (value: string | undefined) => value || t('meeting.regform.notFilled')

  const form: FormDescriptor<Confirmation> = {
    id: 'regform',
    initial: {},
    fields: [
      { kind: 'display', name: 'name', label: 'meeting.regform.name', text: shown(profile?.nickname), ownWords: true },
      { kind: 'display', name: 'phone', label: 'meeting.regform.phone', text: shown(profile?.phone) },
      {
        kind: 'display',
        name: 'organisation',
        label: 'meeting.regform.organisation',
        text: shown(profile?.company),
        ownWords: true,
      },
      {
        kind: 'display',
        name: 'position',
        label: 'meeting.regform.position',
        text: shown(profile?.position),
        ownWords: true,
      },
    ],
    submitLabel: 'meeting.regform.submit',
    disabled: gate !== 'open',
    submit: () => signUpAndShowResult(stores, meeting),
  }

  return (
    <FormTemplate
      form={form}
      header={
        <>
          <MeetingSummary meeting={meeting} />
          <GateNotice gate={gate} meetingId={meeting.id} />
          <Text className='regform__notice'>{t('meeting.regform.notice')}</Text>
        </>
      }
      footer={<Text className='regform__hint'>{t('meeting.signUp.hint')}</Text>}
    />
  )
})

/**
 * The meeting sign-up form (query meetingId): the attendee's name, phone, organisation and position from the profile,
 * shown for confirmation; submitting signs up and opens the result page.
 */
export default meetingPage('meetingRegform', 'meeting.regform.loginHint', RegForm)
