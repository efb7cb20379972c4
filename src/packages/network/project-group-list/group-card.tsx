import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ProjectGroup } from '@/contract/network'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './group-card.scss'

/** A project group chat as listed: avatar, name, open or private, members of the limit, and "full". */
export const GroupCard = observer(({ group }: { group: ProjectGroup }) => {
  const t = useT()
  return (
    <View className='group-card' data-testid='group-card'>
      <Image className='group-card__avatar' src={assetUrl(group.avatar)} mode='aspectFill' lazyLoad />
      <View className='group-card__body'>
        <Text className='group-card__name'>{group.name}</Text>
        <View className='group-card__tags'>
          <Text className={`group-card__tag group-card__tag--${group.isOpen ? 'open' : 'private'}`}>
            {t(group.isOpen ? 'network.groupOpen' : 'network.groupPrivate')}
          </Text>
          {group.full && (
            <Text className='group-card__tag group-card__tag--full' data-testid='group-full'>
              {t('network.groupFull')}
            </Text>
          )}
          <Text className='group-card__members'>
            {t('network.groupMembers', { count: group.memberCount, limit: group.memberLimit })}
          </Text>
        </View>
        {group.projectTitle && (
          <Text className='group-card__project'>{t('network.groupProject', { title: group.projectTitle })}</Text>
        )}
      </View>
    </View>
  )
})
