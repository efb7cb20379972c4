import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ProjectGroup } from '@/contract/network'
import { useT } from '@/stores/context'

/** Open or private, full, closed to joining, and members of the limit. */
export const GroupTags = observer(({ group }: { group: ProjectGroup }) => {
  const t = useT()
  return (
    <View className='net-tags'>
      <Text className={`net-tag net-tag--${group.isOpen ? 'open' : 'private'}`}>
        {t(group.isOpen ? 'network.groupOpen' : 'network.groupPrivate')}
      </Text>
      {group.full && (
        <Text className='net-tag net-tag--full' data-testid='group-full'>
          {t('network.groupFull')}
        </Text>
      )}
      {!group.joinable && <Text className='net-tag'>{t('network.group.closed')}</Text>}
      <Text className='net-meta'>
        {t('network.groupMembers', { count: group.memberCount, limit: group.memberLimit })}
      </Text>
    </View>
  )
})
