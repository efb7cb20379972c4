import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatYi } from '../shared/figures'

/** Any cluster by id (search results of type 8 open it): facts, key enterprises, sanitised text, collect. */
const ClusterDetail = observer(() => {
  const t = useT()
  const { app } = useStores()
  const detail = useDetail((api, id) => api.common.clusterDetail(id))

  return (
    <ContentDetailPage
      route='clusterDetail'
      request={detail}
      view={(cluster) => ({
        cover: cluster.cover,
        title: cluster.title,
        summary: cluster.summary,
        facts: [
          [t('cluster.city'), cluster.cityName],
          [t('cluster.industry'), cluster.industry],
          [t('cluster.output'), formatYi(t, app.language, cluster.outputValue)],
          [t('cluster.enterprises'), t('cluster.enterpriseCount', { count: cluster.enterpriseCount })],
          [t('cluster.keyEnterprises'), cluster.keyEnterprises.join(app.language === 'zh-cn' ? '、' : ', ')],
        ],
        introHeading: 'cluster.introduction',
        content: cluster.content,
        imagesHeading: 'cluster.images',
        images: cluster.images,
        collect: { contentId: cluster.id, contentType: ContentType.cluster },
      })}
    />
  )
})

export default ClusterDetail
