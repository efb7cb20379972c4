import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { usePointsReward } from '@/features/points/use-points-reward'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcNewsDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.informationDetail(params.id ?? ''), [params.id, app.language])
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
