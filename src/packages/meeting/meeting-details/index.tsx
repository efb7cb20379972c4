import { observer } from 'mobx-react-lite'
import { ContentType } from '@/contract/common.codes'
import type { MeetingDetail } from '@/contract/meeting'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { useStores } from '@/stores/context'
import { detailPage } from '@/templates/content-detail/content-detail-page'
import { MeetingSignUpBar } from './sign-up-bar'
import { MeetingLinks } from '../shared/meeting-links'
import { meetingStatus, meetingTimeRange } from '../shared/meeting-time'

const SignUp = observer(({ item }: { item: MeetingDetail }) => {
  const stores = useStores()
  return (
    <>
      <MeetingSignUpBar
        meetingId={item.id}
        startTime={item.startTime}
        onSignedUp={() => void rewardCompletedAction(stores, PointsAction.meetingSignUp)}
      />
      <MeetingLinks meeting={item} />
    </>
  )
})

/** A meeting (query meetingId, or id): time range, venue, host, status from the clock, sanitised content, collect, and the sign-up bar below. */
export default detailPage({
  route: 'meetingDetails',
  contentType: ContentType.meeting,
  idParams: ['meetingId', 'id'],
  load: (api, id) => api.meeting.meetingDetail(id),
  view: (meeting, { t }) => ({
    facts: [
      [t('meeting.time'), meetingTimeRange(meeting.startTime, meeting.endTime)],
      [t('meeting.venue'), meeting.venue],
      [t('meeting.host'), meeting.host],
      [t('meeting.status'), t(`meeting.status.${meetingStatus(meeting.startTime, meeting.endTime, Date.now())}`)],
    ],
    introHeading: 'meeting.introduction',
    imagesHeading: 'meeting.images',
  }),
  Below: SignUp,
})
