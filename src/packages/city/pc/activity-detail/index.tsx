import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { meetings } from '@/contract/meeting.endpoints'
import { formatDate } from '@/utils/date'
import { pcDetailPage } from '../layout/pc-article'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

export default pcDetailPage({
  route: 'pcactivitydetail',
  section: 'activity',
  contentType: ContentType.meeting,
  endpoint: meetings.detail,
  view: (meeting, { t }) => {
    const sameDay = formatDate(meeting.startTime, 'YYYY-MM-DD') === formatDate(meeting.endTime, 'YYYY-MM-DD')
    const time = `${formatDate(meeting.startTime, TIME_FORMAT)} – ${formatDate(meeting.endTime, sameDay ? 'HH:mm' : TIME_FORMAT)}`
    return {
      meta: [time, meeting.venue],
      facts: [
        [t('city.pc.activity.time'), time],
        [t('city.pc.activity.venue'), meeting.venue],
        [t('city.pc.activity.host'), meeting.host],
      ],
      images: [],
    }
  },
})
