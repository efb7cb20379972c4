import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { PersonBrief } from '@/contract/network'
import { Avatar } from './avatar'

/** A post's author: picture, name, position and organisation, and what the post's owner may do beside them. */
export const PostAuthor = observer(
  ({ author, lazyLoad, children }: { author: PersonBrief; lazyLoad?: boolean; children?: ReactNode }) => (
    <View className='net-post__author'>
      <Avatar className='net-post__avatar' src={author.avatar} name={author.name} lazyLoad={lazyLoad} />
      <View className='net-person__body'>
        <Text className='net-person__name'>{author.name}</Text>
        <Text className='net-meta'>{[author.position, author.organisation].filter(Boolean).join(' · ')}</Text>
      </View>
      {children}
    </View>
  ),
)
