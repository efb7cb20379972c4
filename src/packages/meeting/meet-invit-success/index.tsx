import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { RequestPage } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { MeetingSummary } from '../shared/meeting-summary'
import { SignedUpActions } from '../shared/signed-up-actions'
import './index.scss'

/**
 * After an invited guest's sign-up (query meetingId): the meeting, its time and place, the online room once the
 * server gives it, then the agenda, the phone's calendar and back to the meeting.
 */
const MeetInvitSuccess = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const meetingId = Number(params.meetingId) || 0
  const meeting = useRequest(() => api.meeting.meetingDetail(meetingId), [meetingId, app.language])
  return (
    <RequestPage route='meetInvitSuccess' loginHint='meeting.invitation.loginHint' request={meeting}>
      {(item) => (
        <View className='invit-success' data-testid='invit-success'>
          <View className='invit-success__banner'>
            <Text className='invit-success__icon'>✓</Text>
            <Text className='invit-success__heading'>{t('meeting.invitation.success')}</Text>
            <Text className='invit-success__text'>{t('meeting.invitation.successHint')}</Text>
          </View>
          <MeetingSummary meeting={item} />
          {item.online && (
            <View className='invit-success__online' data-testid='invit-success-online'>
              <Text>
                {t('meeting.agenda.onlineRoom')}: {item.online.room}
              </Text>
              <Text>
                {t('meeting.agenda.onlinePassword')}: {item.online.password}
              </Text>
            </View>
          )}
          <SignedUpActions meeting={item} />
        </View>
      )}
    </RequestPage>
  )
})

export default MeetInvitSuccess
