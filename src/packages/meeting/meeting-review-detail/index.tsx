import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContentType } from '@/contract/common.codes'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { useT } from '@/stores/context'
import { detailPage, type DetailPartProps } from '@/templates/content-detail/content-detail-page'
import { LiveRow } from '../shared/live-row'
import { MaterialList } from '../shared/material-list'
import { meetingFacts } from '../shared/meeting-place'
import { SpeakerList } from '../shared/speaker-list'
import '../shared/meeting-parts.scss'

/** The replay (through the live page), or that it is not online yet; then the speakers and materials. */
const ReviewSections = observer(({ item: meeting }: DetailPartProps<MeetingDetail>) => {
  const t = useT()
  return (
    <>
      <View className='meeting-links'>
        {meeting.live ? (
          <LiveRow live={meeting.live} label='meeting.review.replay' />
        ) : (
          <View className='meeting-row' data-testid='meeting-no-replay'>
            <Text className='meeting-row__label'>{t('meeting.review.replay')}</Text>
            <Text className='meeting-row__state'>{t('meeting.review.noReplay')}</Text>
          </View>
        )}
      </View>
      <SpeakerList speakers={meeting.speakers} />
      <MaterialList materials={meeting.materials} />
    </>
  )
})

/** /meeting-review-detail?id=: a reviewed meeting with its replay, summary, speakers and materials. */
export default detailPage({
  route: 'meetingReviewDetail',
  contentType: ContentType.meeting,
  endpoint: meetings.detail,
  view: (meeting, { t }) => ({
    facts: meetingFacts(meeting, t),
    introHeading: 'meeting.review.summary',
    imagesHeading: 'meeting.images',
  }),
  Sections: ReviewSections,
  // The materials are the meeting's attachments.
  listsAppendixes: true,
})
