import { observer } from 'mobx-react-lite'
import { useAmount } from '@/components/use-amount'
import { projectFacts } from '@/features/content/facts'
import { usePointsReward } from '@/features/points/use-points-reward'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcProjectDetail = observer(() => {
  const t = useT()
  const amount = useAmount()
  const detail = useDetail((api, id) => api.common.projectDetail(id))
  usePointsReward(PointsAction.browseProject, { enabled: detail.data !== undefined })

  return (
    <PcArticlePage
      route='pcprojectdetail'
      section='project'
      request={detail}
      view={(project) => ({
        id: project.id,
        title: project.title,
        meta: [
          project.industry,
          project.region,
          t('pc.publishedAt', { date: formatDate(project.pushTime, 'YYYY-MM-DD') }),
        ],
        cover: project.cover,
        summary: project.summary,
        facts: projectFacts(project, { t, amount }),
        content: project.content,
        images: project.images,
        collect: { contentType: ContentType.project },
      })}
    />
  )
})

export default PcProjectDetail
