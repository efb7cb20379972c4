import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { PostCard as Post } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { PostAuthor } from './post-author'

/** Opens a post: an article on the creative article page, any other post on the circle's post page. */
export function openPost(post: Pick<Post, 'id' | 'kind'>): void {
  if (post.kind === 'article') void navigate('mypageCreativeArticle', { id: post.id })
  else void navigate('goldkeySocialDetail', { id: post.id })
}

/** A post of the investment circle as listed: its author, title, opening, pictures, an event's time and place, likes. */
export const PostCard = observer(({ post, actions }: { post: Post; actions?: ReactNode }) => {
  const t = useT()
  const pictures = post.images.length ? post.images.slice(0, 3) : post.cover ? [post.cover] : []
  return (
    <View className='net-post' data-testid='post-card' onClick={() => openPost(post)}>
      <PostAuthor author={post.author} lazyLoad />
      {post.title && <Text className='net-post__title'>{post.title}</Text>}
      {post.summary && <Text className='net-post__summary'>{post.summary}</Text>}
      {pictures.length > 0 && (
        <View className='net-post__pictures'>
          {pictures.map((url) => (
            <Image key={url} className='net-post__picture' src={assetUrl(url)} mode='aspectFill' lazyLoad />
          ))}
        </View>
      )}
      {post.event && (
        <Text className='net-meta' data-testid='post-event'>
          {t('network.post.eventWhen', {
            start: formatDate(post.event.startTime, 'MM-DD HH:mm'),
            end: formatDate(post.event.endTime, 'MM-DD HH:mm'),
          })}
          · <Text data-own-words>{post.event.place}</Text>
        </Text>
      )}
      <View className='net-row net-row--between'>
        <Text className='net-meta'>{formatDate(post.publishTime, 'YYYY-MM-DD HH:mm')}</Text>
        <Text className='net-meta'>{t('network.post.likes', { count: post.likes })}</Text>
      </View>
      {actions}
    </View>
  )
})
