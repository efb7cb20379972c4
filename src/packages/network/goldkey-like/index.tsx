import '@/i18n/network.pages'
import type { PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

const liked: ContentListDescriptor<Post> = {
  route: 'goldkeyLike',
  countLabel: 'network.circle.likedCount',
  loginHint: 'network.circle.loginHint',
  emptyText: 'network.circle.noLikes',
  endpoint: circle.liked,
  renderItem: (post) => <PostCard key={post.id} post={post} />,
}

/** /goldkey-like: the investment-circle posts the user liked. */
export default listPage(liked)
