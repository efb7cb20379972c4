import { observer } from 'mobx-react-lite'
import { policyFacts } from '@/features/content/facts'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcPolicyDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.policyDetail(id))

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
        facts: policyFacts(policy, { t }),
        content: policy.content,
        collect: { contentType: ContentType.policy },
      })}
    />
  )
})

export default PcPolicyDetail
