import { observer } from 'mobx-react-lite'
import { usePointsReward } from '@/features/points/use-points-reward'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcNewsDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.informationDetail(id))
  usePointsReward(PointsAction.browseNews, { enabled: detail.data !== undefined })

  return (
    <PcArticlePage
      route='pcnewsdetail'
      section='news'
      request={detail}
      view={(news) => ({
        id: news.id,
        title: news.title,
        meta: [
          news.source && t('news.source', { source: news.source }),
          formatDate(news.publishTime, 'YYYY-MM-DD HH:mm'),
        ],
        cover: news.cover,
        facts: [],
        content: news.content,
        collect: { contentType: ContentType.news },
      })}
    />
  )
})

export default PcNewsDetail
