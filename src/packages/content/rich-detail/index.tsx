import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { formatDate } from '@/utils/date'

/** /richDetail?id=: a policy (search type 3) with its issuer, publish date and sanitised full text. */
const RichDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.policyDetail(params.id ?? ''), [params.id, app.language])

  return (
    <ContentDetailPage
      route='richDetail'
      request={detail}
      view={(policy) => ({
        cover: policy.cover,
        title: policy.title,
        summary: policy.summary,
        facts: [
          [t('catalogue.issuer'), policy.issuer],
          [t('catalogue.policyCategory'), policy.category],
          [t('catalogue.publishDate'), formatDate(policy.time, 'YYYY-MM-DD')],
        ],
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
