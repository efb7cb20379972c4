import '@/i18n/enterprise.pages'
import { ProjectCard } from '@/components/project-card'
import type { ProjectCard as Project } from '@/contract/content'
import { enterprises } from '@/contract/enterprise.endpoints'
import { enterpriseListPage } from '../shared/enterprise-list-page'

/** One enterprise's investment projects. */
export default enterpriseListPage({
  route: 'businessProject',
  searchPlaceholder: 'enterprise.businessProject.searchPlaceholder',
  countLabel: 'enterprise.businessProject.count',
  endpoint: enterprises.projects,
  renderItem: (p: Project) => <ProjectCard key={p.id} project={p} />,
})
