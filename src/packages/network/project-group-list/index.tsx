import { observer } from 'mobx-react-lite'
import type { ProjectGroup } from '@/services/api/common-client.dto'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { GroupCard } from './group-card'

const groups: ContentListDescriptor<ProjectGroup> = {
  route: 'projectGroupList',
  searchPlaceholder: 'catalogue.groupSearchPlaceholder',
  countLabel: 'catalogue.groupCount',
  filters: [],
  fetchPage: (api, page, _filters, keyword) => api.common.projectGroups({ ...page, keyword }),
  renderItem: (group) => <GroupCard key={group.id} group={group} />,
}

/** /project-group-list: the project group chats, read-only (joining is not offered here). */
const ProjectGroupList = observer(() => <ContentListPage descriptor={groups} />)

export default ProjectGroupList
