import '@/i18n/network.pages'
import type { PostCard as Post } from '@/contract/network'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

const search: ContentListDescriptor<Post> = {
  route: 'mypageCreativeSearch',
  searchPlaceholder: 'network.creative.searchPlaceholder',
  countLabel: 'network.creative.found',
  emptyText: 'network.creative.noMatch',
  fetchPage: (api, query) => api.network.circleFeed({ ...query, kind: 'article' }),
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /mypage-creative-search: creative articles by a keyword in their title or text. */
export default listPage(search)
