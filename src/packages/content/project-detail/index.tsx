import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useAmount } from '../../../components/use-amount'
import { useRequest } from '../../../components/use-request'
import { ContentType } from '../../../services/api/common.dto'
import { useStores, useT } from '../../../stores/context'
import { ContentDetailPage } from '../../../templates/content-detail/content-detail-page'
import { formatDate } from '../../../utils/date'

const ProjectDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const formatAmount = useAmount()
  const detail = useRequest(() => api.common.projectDetail(params.id ?? '', params.type), [params.id, params.type, app.language])

  return (
    <ContentDetailPage
      route='projectDetail'
      request={detail}
      view={(project) => ({
        cover: project.cover,
        title: project.title,
        summary: project.summary,
        facts: [
          [t('project.industry'), project.industry],
          [t('project.carrier'), project.carrier],
          [t('project.investMode'), project.investMode],
          [t('project.region'), project.region],
          [t('project.investAmount'), formatAmount(project.investAmount)],
          [t('project.pushTime'), formatDate(project.pushTime, 'YYYY-MM-DD')],
          [t('project.contact'), project.contactName],
          [t('project.contactPhone'), project.contactPhone],
        ],
        introHeading: 'project.introduction',
        content: project.content,
        imagesHeading: 'project.images',
        images: project.images,
        collect: { contentId: project.id, contentType: ContentType.project },
      })}
    />
  )
})

export default ProjectDetail
