import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'

/** The full introduction of an enterprise: facts, sanitised rich text and photos. */
const BusinessIntroduce = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.enterpriseDetail(params.id ?? ''), [params.id, app.language])

  return (
    <ContentDetailPage
      route='businessIntroduce'
      request={detail}
      view={(e) => ({
        cover: e.logo,
        title: e.name,
        summary: e.summary,
        facts: [
          [t('enterprise.industry'), e.industry],
          [t('enterprise.region'), e.region],
          [t('enterprise.founded'), e.foundedYear ? t('enterprise.foundedValue', { year: e.foundedYear }) : ''],
          [t('enterprise.products'), e.productCount ? String(e.productCount) : ''],
        ],
        introHeading: 'enterprise.introduction',
        content: e.content,
        imagesHeading: 'enterprise.images',
        images: e.images,
        collect: { contentId: e.id, contentType: ContentType.enterprise },
      })}
    />
  )
})

export default BusinessIntroduce
