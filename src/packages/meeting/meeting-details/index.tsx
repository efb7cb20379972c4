import '@/i18n/meeting.pages'
import { observer } from 'mobx-react-lite'
import { ContentType } from '@/contract/common.codes'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import type { Translate } from '@/i18n'
import { useStores } from '@/stores/context'
import { detailPage, type DetailPartProps } from '@/templates/content-detail/content-detail-page'
import { MeetingSections } from './meeting-sections'
import { MeetingSignUpBar } from './sign-up-bar'
import { meetingCalendarSource } from '../shared/calendar-event'
import { MeetingLinks } from '../shared/meeting-links'
import { meetingFacts } from '../shared/meeting-place'
import { meetingPlace } from '../shared/meeting-summary'

/** Seats left of the capacity, or full; nothing for a room without a limit or a meeting that is over. */
function seats(meeting: MeetingDetail, t: Translate): string {
  if (meeting.capacity === null || meeting.status === 'finished') return ''
  const left = meeting.seatsLeft ?? 0
  return left > 0
    ? t('meeting.seatsLeft', { left, capacity: meeting.capacity })
    : t('meeting.seatsFull', { capacity: meeting.capacity })
}

const SignUp = observer(({ item }: DetailPartProps<MeetingDetail>) => {
  const stores = useStores()
  return (
    <>
      <MeetingLinks meeting={item} />
      <MeetingSignUpBar
        meetingId={item.id}
        title={item.title}
        status={item.status}
        seatsLeft={item.seatsLeft}
        invitationOnly={item.invitationOnly}
        calendar={meetingCalendarSource(stores.api.meeting, item, meetingPlace(item))}
        // Seats and the online room change with the sign-up: the sign-up asks for the meeting again (signUpsChanged).
        onSignedUp={() => void rewardCompletedAction(stores, PointsAction.meetingSignUp)}
      />
    </>
  )
})

/**
 * A meeting (query meetingId, or id): time, kind, venue, hall and room, host, the server's status and seats, then
 * calendar and live, the online room, speakers, materials, the sanitised content, collect, and the sign-up bar fixed
 * at the bottom of the screen.
 */
export default detailPage({
  route: 'meetingDetails',
  contentType: ContentType.meeting,
  idParams: ['meetingId', 'id'],
  endpoint: meetings.detail,
  view: (meeting, { t }) => ({
    facts: [
      ...meetingFacts(meeting, t),
      [t('meeting.status'), t(`meeting.status.${meeting.status}`)],
      [t('meeting.seats'), seats(meeting, t)],
    ],
    introHeading: 'meeting.introduction',
    imagesHeading: 'meeting.images',
  }),
  Sections: MeetingSections,
  // The materials are the meeting's attachments.
  listsAppendixes: true,
  Below: SignUp,
})
