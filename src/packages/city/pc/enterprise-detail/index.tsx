import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { PcArticlePage } from '../layout/pc-article'

const PcEnterpriseDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.enterpriseDetail(params.id ?? ''), [params.id, app.language])

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
