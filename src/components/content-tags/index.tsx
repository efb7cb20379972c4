import { Tag } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores/context'
import { useRequest } from '../use-request'
import './index.scss'

interface Props {
  contentId: number
  contentType: number
}

/** The tags of one item (`tag/listByContentIdAndType`); shows nothing while loading, on error or when there are none. */
export const ContentTags = observer(({ contentId, contentType }: Props) => {
  const { api, app } = useStores()
  const tags = useRequest(
    () => api.engagement.tags({ contentId, type: contentType }),
    [contentId, contentType, app.language],
  )
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
