import { observer } from 'mobx-react-lite'
import { ProjectCard } from '../../../components/project-card'
import { navigate } from '../../../routes/navigate'
import type { ProjectCard as Project } from '../../../services/api/common-client.dto'
import { ContentListPage, type ContentListDescriptor } from '../../../templates/content-list/content-list-page'

const projects: ContentListDescriptor<Project> = {
  route: 'projectList',
  searchPlaceholder: 'project.searchPlaceholder',
  countLabel: 'project.count',
  filters: [
    { key: 'industryId', label: 'project.industry', options: (api) => api.merchants.industrySelect() },
    { key: 'carrierId', label: 'project.carrier', options: (api) => api.merchants.carrierSelect() },
    { key: 'investModeId', label: 'project.investMode', options: (api) => api.merchants.investModeSelect() },
    { key: 'pushTimeId', label: 'project.pushTime', options: (api) => api.merchants.pushTimeSelect() },
  ],
  fetchPage: (api, page, filters, keyword) => api.merchants.projectList({ ...page, ...filters, keyword }),
  renderItem: (p) => (
    <ProjectCard key={p.id} project={p} onOpen={() => void navigate('projectDetail', { id: p.id, type: p.type })} />
  ),
}

const ProjectList = observer(() => <ContentListPage descriptor={projects} />)

export default ProjectList
