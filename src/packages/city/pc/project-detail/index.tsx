import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { projects } from '@/contract/content.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { projectFacts } from '@/features/content/facts'
import { formatDate } from '@/utils/date'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcprojectdetail',
  section: 'project',
  contentType: ContentType.project,
  reward: PointsAction.browseProject,
  endpoint: projects.detail,
  view: (project, kit) => ({
    meta: [
      project.industry,
      project.region,
      kit.t('city.pc.publishedAt', { date: formatDate(project.pushTime, 'YYYY-MM-DD') }),
    ],
    facts: projectFacts(project, kit),
  }),
})
