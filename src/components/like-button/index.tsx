import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { useLike } from './use-like'
import { ToggleButton } from '../content-toggle/toggle-button'

interface Props {
  contentId: number | undefined
  contentType: number
}

/** The like toggle of a detail page, with how many people like the item. */
export const LikeButton = observer(({ contentId, contentType }: Props) => {
  const t = useT()
  const { agreed, count, busy, toggle } = useLike(contentId, contentType)
  return (
    <ToggleButton pressed={agreed} busy={busy} onToggle={toggle} testId='like-button' solidWhenPressed>
      {t(agreed ? 'like.liked' : 'like.add', { count })}
    </ToggleButton>
  )
})
