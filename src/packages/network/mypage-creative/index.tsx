import '@/i18n/network.pages'
import { SearchBar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { FeedQuery, PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { CircleLinks } from '../shared/circle-links'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

/** A search box that opens the article search. */
const SearchEntry = observer(() => {
  const t = useT()
  return (
    <View data-testid='creative-search-entry' onClick={() => void navigate('mypageCreativeSearch')}>
      <SearchBar shape='round' readOnly placeholder={t('network.creative.searchPlaceholder')} />
      <CircleLinks except='mypageCreative' />
    </View>
  )
})

const articles: ContentListDescriptor<Post, FeedQuery> = {
  route: 'mypageCreative',
  countLabel: 'network.creative.count',
  header: <SearchEntry />,
  emptyText: 'network.creative.empty',
  endpoint: circle.feed,
  request: (query) => ({ ...query, kind: 'article' }),
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /mypage-creative: creative articles of the investment circle, newest first. */
export default listPage(articles)
