import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'

/** The full introduction of an enterprise: facts, sanitised rich text and photos. */
const BusinessIntroduce = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.enterpriseDetail(id))

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
