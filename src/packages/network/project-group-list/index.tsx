import '@/i18n/network.pages'
import type { ProjectGroup } from '@/contract/network'
import { groupChats } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { GroupCard } from './group-card'
import { MyChats } from './my-chats'
import '../shared/network.scss'

const groups: ContentListDescriptor<ProjectGroup> = {
  route: 'projectGroupList',
  searchPlaceholder: 'network.groupSearchPlaceholder',
  countLabel: 'network.groupCount',
  header: <MyChats />,
  endpoint: groupChats.list,
  renderItem: (group) => <GroupCard key={group.id} group={group} />,
}

/** /project-group-list: the user's chats and invitations, then every group chat, each opening its page to join. */
export default listPage(groups)
