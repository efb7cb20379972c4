import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

const PcActivityDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.meetingDetail(params.id ?? ''), [params.id, app.language])

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
