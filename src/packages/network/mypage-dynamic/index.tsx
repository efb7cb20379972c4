import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { PostCard as Post } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { DeletePostButton } from '../shared/delete-post'
import { PostCard } from '../shared/post-card'
import '../shared/network.scss'

/** One of the user's posts, with deleting it (gone from the list at once). */
const MyPost = observer(({ post }: { post: Post }) => {
  const [deleted, setDeleted] = useState(false)
  if (deleted) return null
  return <PostCard post={post} actions={<DeletePostButton postId={post.id} onDeleted={() => setDeleted(true)} />} />
})

const NewPost = observer(() => {
  const t = useT()
  return (
    <Button className='net-wide-button' type='primary' block onClick={() => void navigate('goldkeyRelease')}>
      {t('network.circle.post')}
    </Button>
  )
})

const mine: ContentListDescriptor<Post> = {
  route: 'mypageDynamic',
  countLabel: 'network.circle.mineCount',
  loginHint: 'network.circle.loginHint',
  emptyText: 'network.circle.noPosts',
  header: <NewPost />,
  endpoint: circle.mine,
  renderItem: (post) => <MyPost key={post.id} post={post} />,
}

/** /mypage-dynamic: the user's posts, events and articles, newest first, each deletable. */
export default listPage(mine)
