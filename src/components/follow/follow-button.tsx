import { observer } from 'mobx-react-lite'
import { mineLists } from '@/contract/account.endpoints'
import type { Endpoint } from '@/contract/endpoint'
import type { MessageKey } from '@/i18n'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { ToggleButton } from '../content-toggle/toggle-button'
import { useContentToggle } from '../content-toggle/use-content-toggle'

/** What a follow button says: its label either way, why a visitor must log in, and the toast after each change. */
export interface FollowMessages {
  follow: MessageKey
  following: MessageKey
  loginFirst: MessageKey
  followedToast: MessageKey
  unfollowedToast: MessageKey
}

interface Props {
  targetId: number
  targetType: number
  /** Whether the user follows the target, as its detail said. */
  followed: boolean
  /** The detail that said it: asked again when next opened, so it never shows the old state from the cache. */
  detail: Endpoint<unknown, unknown>
  messages: FollowMessages
}

/** The follow toggle of one target (enterprise, speaker), toggled with userFollowData/add. */
export const FollowButton = observer(({ targetId, targetType, followed, detail, messages }: Props) => {
  const t = useT()
  const { api, queries } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId: targetId,
    contentType: targetType,
    initial: { followed },
    toggle: async (key) => {
      const next = await api.engagement.follow(key.contentId, key.contentType)
      // What the user follows and the target's own page, opened next, ask again.
      markEndpointsStale(queries, mineLists.follows, detail)
      return next
    },
    loginFirst: messages.loginFirst,
    toast: (next) => (next.followed ? messages.followedToast : messages.unfollowedToast),
  })
  return (
    <ToggleButton size='small' pressed={state.followed} busy={busy} onToggle={toggle} testId='follow-button'>
      {t(state.followed ? messages.following : messages.follow)}
    </ToggleButton>
  )
})
