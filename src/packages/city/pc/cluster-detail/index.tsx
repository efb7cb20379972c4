import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { hundredMillionYuan } from '../layout/city-figures'
import { PcArticlePage } from '../layout/pc-article'

const PcClusterDetail = observer(() => {
  const t = useT()
  const { app } = useStores()
  const detail = useDetail((api, id) => api.common.clusterDetail(id))

  return (
    <PcArticlePage
      route='pcclusterdetail'
      section='cluster'
      request={detail}
      view={(cluster) => ({
        id: cluster.id,
        title: cluster.title,
        meta: [cluster.cityName, cluster.industry],
        cover: cluster.cover,
        summary: cluster.summary,
        facts: [
          [t('pc.cluster.city'), cluster.cityName],
          [t('pc.cluster.industry'), cluster.industry],
          [t('pc.cluster.outputValue'), hundredMillionYuan(t, app.language, cluster.outputValue)],
          [t('pc.cluster.enterprises'), t('pc.enterpriseCount', { count: cluster.enterpriseCount })],
          [t('pc.cluster.keyEnterprises'), cluster.keyEnterprises.join(t('pc.listSeparator'))],
        ],
        content: cluster.content,
        images: cluster.images,
        collect: { contentType: ContentType.cluster },
      })}
    />
  )
})

export default PcClusterDetail
