import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ProjectGroup } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Avatar } from '../shared/avatar'
import { GroupTags } from '../shared/group-tags'
import './group-card.scss'

/** A group chat as listed: avatar, name, open or private, members of the limit, "full"; opens the group's page. */
export const GroupCard = observer(({ group }: { group: ProjectGroup }) => {
  const t = useT()
  return (
    <View
      className='group-card'
      data-testid='group-card'
      onClick={() => void navigate('groupDetail', { id: group.id })}
    >
      <Avatar className='group-card__avatar' src={group.avatar} name={group.name} lazyLoad />
      <View className='group-card__body'>
        <Text className='group-card__name'>{group.name}</Text>
        <GroupTags group={group} />
        {group.projectTitle && (
          <Text className='group-card__project'>{t('network.groupProject', { title: group.projectTitle })}</Text>
        )}
      </View>
    </View>
  )
})
