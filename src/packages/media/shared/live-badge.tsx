import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LiveStateCode } from '@/contract/media.codes'
import { useT } from '@/stores/context'
import './media.scss'

/** The state of a live as a coloured badge: grey not started, red live, blue replay. */
export const LiveBadge = observer(({ state }: { state: LiveStateCode }) => {
  const t = useT()
  return (
    <Text className={`media-badge media-badge--${state}`} data-testid={`live-state-${state}`}>
      {t(`media.live.state.${state}`)}
    </Text>
  )
})
