import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

const PcActivityDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.meetingDetail(id))

  return (
    <PcArticlePage
      route='pcactivitydetail'
      section='activity'
      request={detail}
      view={(meeting) => {
        const sameDay = formatDate(meeting.startTime, 'YYYY-MM-DD') === formatDate(meeting.endTime, 'YYYY-MM-DD')
        const time = `${formatDate(meeting.startTime, TIME_FORMAT)} – ${formatDate(meeting.endTime, sameDay ? 'HH:mm' : TIME_FORMAT)}`
        return {
          id: meeting.id,
          title: meeting.title,
          meta: [time, meeting.venue],
          cover: meeting.cover,
          summary: meeting.summary,
          facts: [
            [t('pc.activity.time'), time],
            [t('pc.activity.venue'), meeting.venue],
            [t('pc.activity.host'), meeting.host],
          ],
          content: meeting.content,
          collect: { contentType: ContentType.meeting },
        }
      }}
    />
  )
})

export default PcActivityDetail
