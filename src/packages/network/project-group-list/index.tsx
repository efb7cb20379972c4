import '@/i18n/network.pages'
import type { ProjectGroup } from '@/contract/network'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { GroupCard } from './group-card'

const groups: ContentListDescriptor<ProjectGroup> = {
  route: 'projectGroupList',
  searchPlaceholder: 'network.groupSearchPlaceholder',
  countLabel: 'network.groupCount',
  fetchPage: (api, query) => api.network.projectGroups(query),
  renderItem: (group) => <GroupCard key={group.id} group={group} />,
}

/** /project-group-list: the project group chats, read-only (joining is not offered here). */
export default listPage(groups)
