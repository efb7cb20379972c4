import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcPolicyDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.policyDetail(params.id ?? ''), [params.id, app.language])

  return (
    <PcArticlePage
      route='pcpolicydetail'
      section='policy'
      request={detail}
      view={(policy) => ({
        id: policy.id,
        title: policy.title,
        meta: [policy.issuer, t('pc.publishedAt', { date: formatDate(policy.time, 'YYYY-MM-DD') })],
        cover: policy.cover,
        summary: policy.summary,
        facts: [
          [t('pc.policy.issuer'), policy.issuer],
          [t('pc.policy.category'), policy.category],
          [t('pc.policy.date'), formatDate(policy.time, 'YYYY-MM-DD')],
        ],
        content: policy.content,
        collect: { contentType: ContentType.policy },
      })}
    />
  )
})

export default PcPolicyDetail
