import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { toast, toastActionFailed } from '@/components/toast'
import { useStores, useT } from '@/stores/context'

/** Deletes one of the user's posts once confirmed; the click stays off the card it sits on. */
export const DeletePostButton = observer(({ postId, onDeleted }: { postId: number; onDeleted: () => void }) => {
  const t = useT()
  const { api } = useStores()
  const remove = async () => {
    const { confirm } = await Taro.showModal({
      content: t('network.post.deleteConfirm'),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return
    try {
      await api.network.deletePost(postId)
      toast(t('network.post.deleted'))
      onDeleted()
    } catch (error) {
      toastActionFailed(error, t)
    }
  }
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
