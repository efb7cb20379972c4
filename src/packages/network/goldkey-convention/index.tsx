import '@/i18n/network.pages'
import type { FeedQuery, PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { CircleLinks } from '../shared/circle-links'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

const events: ContentListDescriptor<Post, FeedQuery> = {
  route: 'goldkeyConvention',
  searchPlaceholder: 'network.circle.eventSearchPlaceholder',
  countLabel: 'network.circle.eventCount',
  header: <CircleLinks except='goldkeyConvention' />,
  emptyText: 'network.circle.noEvents',
  endpoint: circle.feed,
  request: (query) => ({ ...query, kind: 'event' }),
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /goldkey-convention: conventions and events of the investment circle, with their time and place. */
export default listPage(events)
