import { ProjectCard } from '@/components/project-card'
import type { ProjectCard as Project } from '@/contract/content'
import { navigate } from '@/routes/navigate'
import { listPage } from '@/templates/content-list/content-list-page'

/** One enterprise's investment projects (query `id` = the enterprise). */
export default listPage<Project>((query) => {
  const enterpriseId = Number(query.id)
  return {
    route: 'businessProject',
    searchPlaceholder: 'enterprise.businessProject.searchPlaceholder',
    countLabel: 'enterprise.businessProject.count',
    fetchPage: (api, query) => api.enterprise.enterpriseProjects({ ...query, enterpriseId }),
    renderItem: (p) => (
      <ProjectCard key={p.id} project={p} onOpen={() => void navigate('projectDetail', { id: p.id, type: p.type })} />
    ),
  }
})
