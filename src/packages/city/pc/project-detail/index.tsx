import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useAmount } from '@/components/use-amount'
import { useRequest } from '@/components/use-request'
import { usePointsReward } from '@/features/points/use-points-reward'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { PcArticlePage } from '../layout/pc-article'

const PcProjectDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const amount = useAmount()
  const detail = useRequest(() => api.common.projectDetail(params.id ?? ''), [params.id, app.language])
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
        facts: [
          [t('project.industry'), project.industry],
          [t('project.carrier'), project.carrier],
          [t('project.investMode'), project.investMode],
          [t('project.region'), project.region],
          [t('project.investAmount'), amount(project.investAmount)],
          [t('project.contact'), project.contactName],
          [t('project.contactPhone'), project.contactPhone],
        ],
        content: project.content,
        images: project.images,
        collect: { contentType: ContentType.project },
      })}
    />
  )
})

export default PcProjectDetail
