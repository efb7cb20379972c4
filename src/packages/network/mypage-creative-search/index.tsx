import '@/i18n/network.pages'
import type { FeedQuery, PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

const search: ContentListDescriptor<Post, FeedQuery> = {
  route: 'mypageCreativeSearch',
  searchPlaceholder: 'network.creative.searchPlaceholder',
  countLabel: 'network.creative.found',
  emptyText: 'network.creative.noMatch',
  endpoint: circle.feed,
  request: (query) => ({ ...query, kind: 'article' }),
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /mypage-creative-search: creative articles by a keyword in their title or text. */
export default listPage(search)
