import { ProjectCard } from '@/components/project-card'
import type { ProjectCard as Project } from '@/contract/content'
import { listPage } from '@/templates/content-list/content-list-page'

/** One enterprise's investment projects (query `id` = the enterprise). */
export default listPage<Project>((params) => {
  const enterpriseId = Number(params.id)
  return {
    route: 'businessProject',
    searchPlaceholder: 'enterprise.businessProject.searchPlaceholder',
    countLabel: 'enterprise.businessProject.count',
    fetchPage: (api, query) => api.enterprise.enterpriseProjects({ ...query, enterpriseId }),
    renderItem: (p) => <ProjectCard key={p.id} project={p} />,
  }
})
