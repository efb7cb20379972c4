import '@/i18n/meeting.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingDetail } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { Card, Hero, Paragraph } from '@/templates/sections'
import { meetingPage } from '../shared/meeting-page'
import { MeetingSummary } from '../shared/meeting-summary'
import { SignedUpActions } from '../shared/signed-up-actions'

const Success = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  return (
    <View data-testid='invit-success'>
      <Hero tone='done' title={t('meeting.invitation.success')} text={t('meeting.invitation.successHint')} />
      <MeetingSummary meeting={meeting} />
      {meeting.online && (
        <Card testId='invit-success-online'>
          <Paragraph>
            {t('meeting.agenda.onlineRoom')}: {meeting.online.room}
          </Paragraph>
          <Paragraph>
            {t('meeting.agenda.onlinePassword')}: {meeting.online.password}
          </Paragraph>
        </Card>
      )}
      <SignedUpActions meeting={meeting} />
    </View>
  )
})

/**
 * After an invited guest's sign-up (query meetingId): the meeting, its time and place, the online room once the
 * server gives it, then the agenda, the phone's calendar and back to the meeting.
 */
export default meetingPage('meetInvitSuccess', 'meeting.invitation.loginHint', Success)
