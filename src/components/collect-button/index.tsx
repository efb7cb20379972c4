import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { useCollect } from './use-collect'
import { ToggleButton } from '../content-toggle/toggle-button'

interface Props {
  contentId: number | undefined
  contentType: number
}

/** The collect toggle of a detail page. */
export const CollectButton = observer(({ contentId, contentType }: Props) => {
  const t = useT()
  const { collected, busy, toggle } = useCollect(contentId, contentType)
  return (
    <ToggleButton pressed={collected} busy={busy} onToggle={toggle} testId='collect-button'>
      {t(collected ? 'collect.added' : 'collect.add')}
    </ToggleButton>
  )
})
