import '@/i18n/enterprise.pages'
import { ProjectCard } from '@/components/project-card'
import type { ProjectCard as Project } from '@/contract/content'
import { enterpriseListPage } from '../shared/enterprise-list-page'

/** One enterprise's investment projects. */
export default enterpriseListPage<Project>({
  route: 'businessProject',
  searchPlaceholder: 'enterprise.businessProject.searchPlaceholder',
  countLabel: 'enterprise.businessProject.count',
  fetchPage: (api, query) => api.enterprise.enterpriseProjects(query),
  renderItem: (p) => <ProjectCard key={p.id} project={p} />,
})
