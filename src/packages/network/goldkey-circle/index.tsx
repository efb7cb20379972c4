import '@/i18n/network.pages'
import type { FeedQuery, PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { CircleLinks } from '../shared/circle-links'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

const feed: ContentListDescriptor<Post, FeedQuery> = {
  route: 'goldkeyCircle',
  searchPlaceholder: 'network.circle.searchPlaceholder',
  countLabel: 'network.circle.count',
  header: <CircleLinks />,
  emptyText: 'network.circle.empty',
  endpoint: circle.feed,
  request: (query) => ({ ...query, kind: 'dynamic' }),
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /goldkey-circle: the investment circle's posts, newest first, and the ways to post, events, articles and likes. */
export default listPage(feed)
