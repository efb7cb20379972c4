import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { PcArticlePage } from '../layout/pc-article'

const PcEnterpriseDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.enterpriseDetail(id))

  return (
    <PcArticlePage
      route='pcenterprisedetail'
      section='enterprise'
      request={detail}
      view={(enterprise) => ({
        id: enterprise.id,
        title: enterprise.name,
        meta: [enterprise.industry, enterprise.region],
        summary: enterprise.summary,
        facts: [
          [t('pc.enterprise.industry'), enterprise.industry],
          [t('pc.enterprise.region'), enterprise.region],
          [t('pc.enterprise.founded'), enterprise.foundedYear ? String(enterprise.foundedYear) : ''],
          [t('pc.enterprise.products'), enterprise.productCount ? String(enterprise.productCount) : ''],
          [t('pc.enterprise.projects'), enterprise.projectCount ? String(enterprise.projectCount) : ''],
        ],
        content: enterprise.content,
        images: enterprise.images,
        collect: { contentType: ContentType.enterprise },
      })}
    />
  )
})

export default PcEnterpriseDetail
