import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { meetingStatus, meetingTimeRange } from './meeting-time'
import { MeetingSignUpBar } from './sign-up-bar'

/** A meeting (query meetingId, or id): time range, venue, host, status from the clock, sanitised content, collect, and the sign-up bar below. */
const MeetingDetails = observer(() => {
  const t = useT()
  const stores = useStores()
  const { api, app } = stores
  const { params } = useRouter()
  const id = params.meetingId ?? params.id ?? ''
  const detail = useRequest(() => api.common.meetingDetail(id), [id, app.language])

  return (
    <>
      <ContentDetailPage
        route='meetingDetails'
        request={detail}
        view={(meeting) => ({
          cover: meeting.cover,
          title: meeting.title,
          summary: meeting.summary,
          facts: [
            [t('meeting.time'), meetingTimeRange(meeting.startTime, meeting.endTime)],
            [t('meeting.venue'), meeting.venue],
            [t('meeting.host'), meeting.host],
            [t('meeting.status'), t(`meeting.status.${meetingStatus(meeting.startTime, meeting.endTime, Date.now())}`)],
          ],
          introHeading: 'meeting.introduction',
          content: meeting.content,
          imagesHeading: 'meeting.images',
          images: [],
          collect: { contentId: meeting.id, contentType: ContentType.meeting },
        })}
      />
      {detail.data && (
        <MeetingSignUpBar
          meetingId={detail.data.id}
          startTime={detail.data.startTime}
          onSignedUp={() => void rewardCompletedAction(stores, PointsAction.meetingSignUp)}
        />
      )}
    </>
  )
})

export default MeetingDetails
