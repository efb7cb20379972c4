import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingDetail } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { meetingPage, MeetingSummary } from '../shared/meeting-summary'
import { SignedUpActions } from '../shared/signed-up-actions'
import './index.scss'

const Success = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  return (
    <View className='invit-success' data-testid='invit-success'>
      <View className='invit-success__banner'>
        <Text className='invit-success__icon'>✓</Text>
        <Text className='invit-success__heading'>{t('meeting.invitation.success')}</Text>
        <Text className='invit-success__text'>{t('meeting.invitation.successHint')}</Text>
      </View>
      <MeetingSummary meeting={meeting} />
      {meeting.online && (
        <View className='invit-success__online' data-testid='invit-success-online'>
          <Text>
            {t('meeting.agenda.onlineRoom')}: {meeting.online.room}
          </Text>
          <Text>
            {t('meeting.agenda.onlinePassword')}: {meeting.online.password}
          </Text>
        </View>
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
