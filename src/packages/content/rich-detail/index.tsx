import { observer } from 'mobx-react-lite'
import { policyFacts } from '@/features/content/facts'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'

/** /richDetail?id=: a policy (search type 3) with its issuer, publish date and sanitised full text. */
const RichDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.policyDetail(id))

  return (
    <ContentDetailPage
      route='richDetail'
      request={detail}
      view={(policy) => ({
        cover: policy.cover,
        title: policy.title,
        summary: policy.summary,
        facts: policyFacts(policy, { t }),
        introHeading: 'catalogue.policyContent',
        content: policy.content,
        imagesHeading: 'catalogue.policyAttachments',
        images: [],
        collect: { contentId: policy.id, contentType: ContentType.policy },
      })}
    />
  )
})

export default RichDetail
