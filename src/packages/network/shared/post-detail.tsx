import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import { circle } from '@/contract/network.endpoints'
import { goBack } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { shownDetailPage } from '@/templates/content-detail/detail-parts'
import { formatDate } from '@/utils/date'
import { DeletePostButton } from './delete-post'
import { PostAuthor } from './post-author'

/** A post's page: author, title, the sanitised rich text, pictures, an event's time and place; like, collect, share. */
export function postDetailPage(route: RouteKey) {
  return shownDetailPage({
    route,
    endpoint: circle.post,
    shown: (post) => ({
      title: post.title || post.summary.slice(0, 30),
      image: post.cover || post.images[0],
      contentId: post.id,
      contentType: ContentType.dynamic,
    }),
    body: (post, t) => (
      <View className='net-page'>
        <View className='net-card' data-testid='post-detail'>
          <PostAuthor author={post.author}>
            {post.mine && <DeletePostButton postId={post.id} onDeleted={goBack} />}
          </PostAuthor>
          {post.title && (
            <Text className='net-post__title net-post__title--big' data-testid='detail-title'>
              {post.title}
            </Text>
          )}
          <Text className='net-meta'>{formatDate(post.publishTime, 'YYYY-MM-DD HH:mm')}</Text>
          {post.event && (
            <Text className='net-notice' data-testid='post-event'>
              {t('network.post.eventWhen', {
                start: formatDate(post.event.startTime, 'MM-DD HH:mm'),
                end: formatDate(post.event.endTime, 'MM-DD HH:mm'),
              })}
              · <Text data-own-words>{post.event.place}</Text>
            </Text>
          )}
          <RichContent html={post.content} />
          {post.images.map((url) => (
            <Image
              key={url}
              className='net-post__full-picture'
              src={assetUrl(url)}
              mode='widthFix'
              onClick={() =>
                void Taro.previewImage({ current: assetUrl(url), urls: post.images.map((u) => assetUrl(u)) }).catch(
                  () => undefined,
                )
              }
            />
          ))}
        </View>
      </View>
    ),
  })
}
