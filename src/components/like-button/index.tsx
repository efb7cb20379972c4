import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { useLike } from './use-like'

interface Props {
  contentId: number | undefined
  contentType: number
}

/** The like toggle of a detail page, with how many people like the item. */
export const LikeButton = observer(({ contentId, contentType }: Props) => {
  const t = useT()
  const { agreed, count, busy, toggle } = useLike(contentId, contentType)
  return (
    <Button
      type='primary'
      fill={agreed ? 'solid' : 'outline'}
      loading={busy}
      onClick={() => void toggle()}
      data-testid='like-button'
      aria-pressed={agreed}
    >
      {t(agreed ? 'like.liked' : 'like.add', { count })}
    </Button>
  )
})
