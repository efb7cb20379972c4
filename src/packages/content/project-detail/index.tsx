import '@/i18n/content.pages'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useAmount } from '@/components/use-amount'
import { ContentType } from '@/contract/common.codes'
import { projects } from '@/contract/content.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { projectFacts } from '@/features/content/facts'
import { usePointsReward } from '@/features/points/use-points-reward'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'

const ProjectDetail = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const formatAmount = useAmount()
  const detail = useDetail({
    endpoint: projects.detail,
    request: (id, params) => ({ id, type: params.type ? Number(params.type) : undefined }),
  })
  const projectId = detail.data?.id
  usePointsReward(PointsAction.browseProject, { enabled: projectId !== undefined })

  // The browsing record is the signed-in user's; without a token it is not sent (it would only answer 30000).
  useEffect(() => {
    if (projectId === undefined || !user.loggedIn) return
    api.content.projectBrowsingRecord(projectId).catch(() => undefined)
  }, [projectId, user.loggedIn, api])

  return (
    <ContentDetailPage
      route='projectDetail'
      request={detail}
      contentType={ContentType.project}
      view={(project) => ({
        facts: projectFacts(project, { t, amount: formatAmount }),
        introHeading: 'content.project.introduction',
        imagesHeading: 'content.project.images',
      })}
    />
  )
})

export default ProjectDetail
