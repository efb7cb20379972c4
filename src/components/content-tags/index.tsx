import { Tag } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { engagement } from '@/contract/engagement.endpoints'
import { useEndpoint } from '../use-endpoint'
import './index.scss'

interface Props {
  contentId: number
  contentType: number
}

/** The tags of one item (`tag/listByContentIdAndType`); shows nothing while loading, on error or when there are none. */
export const ContentTags = observer(({ contentId, contentType }: Props) => {
  const tags = useEndpoint(engagement.tags, { contentId, type: contentType })
  if (!tags.data?.length) return null
  return (
    <View className='content-tags' data-testid='content-tags'>
      {tags.data.map((tag) => (
        <Tag key={tag.id} className='content-tags__tag' type='primary' plain round>
          {tag.name}
        </Tag>
      ))}
    </View>
  )
})
