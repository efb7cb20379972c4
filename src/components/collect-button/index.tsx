import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { useCollect } from './use-collect'

interface Props {
  contentId: number | undefined
  contentType: number
}

/** The collect toggle of a detail page. */
export const CollectButton = observer(({ contentId, contentType }: Props) => {
  const t = useT()
  const { collected, busy, toggle } = useCollect(contentId, contentType)
  return (
    <Button
      type='primary'
      fill={collected ? 'outline' : 'solid'}
      loading={busy}
      onClick={() => void toggle()}
      data-testid='collect-button'
      aria-pressed={collected}
    >
      {t(collected ? 'collect.added' : 'collect.add')}
    </Button>
  )
})
