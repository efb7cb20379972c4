import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useAmount } from '@/components/use-amount'
import { useRequest } from '@/components/use-request'
import { usePointsReward } from '@/features/points/use-points-reward'
import { ContentType } from '@/services/api/common.dto'
import { PointsAction } from '@/services/api/user-central.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { formatDate } from '@/utils/date'
import { MAJOR_PROJECT_TYPE } from '../project-list/project-descriptor'

const ProjectDetail = observer(() => {
  const t = useT()
  const { api, app, user } = useStores()
  const { params } = useRouter()
  const formatAmount = useAmount()
  const detail = useRequest(
    () => api.common.projectDetail(params.id ?? '', params.type),
    [params.id, params.type, app.language],
  )
  const projectId = detail.data?.id
  usePointsReward(PointsAction.browseProject, { enabled: projectId !== undefined })

  // The browsing record is the signed-in user's; without a token it is not sent (it would only answer 30000).
  useEffect(() => {
    if (projectId === undefined || !user.loggedIn) return
    api.user.projectBrowsingRecord(projectId).catch(() => undefined)
  }, [projectId, user.loggedIn, api])

  return (
    <ContentDetailPage
      route='projectDetail'
      request={detail}
      view={(project) => ({
        cover: project.cover,
        title: project.title,
        summary: project.summary,
        facts: [
          [
            t('catalogue.projectType'),
            t(project.type === MAJOR_PROJECT_TYPE ? 'catalogue.majorProject' : 'catalogue.investmentProject'),
          ],
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
