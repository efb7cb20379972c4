import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useStores, useT } from '@/stores/context'
import { callOnceConfirmed } from './confirmed-call'
import { postDeleted } from './post-deleted'

/** Deletes one of the user's posts once confirmed; the click stays off the card it sits on. */
export const DeletePostButton = observer(({ postId, onDeleted }: { postId: number; onDeleted: () => void }) => {
  const t = useT()
  const stores = useStores()
  const remove = () =>
    callOnceConfirmed(
      t,
      t('network.post.deleteConfirm'),
      async () => {
        await stores.api.network.deletePost(postId)
        postDeleted(stores, postId)
      },
      t('network.post.deleted'),
      onDeleted,
    )
  return (
    <Button
      size='small'
      fill='outline'
      type='danger'
      data-testid='post-delete'
      onClick={(event) => {
        event.stopPropagation()
        void remove()
      }}
    >
      {t('network.post.delete')}
    </Button>
  )
})
