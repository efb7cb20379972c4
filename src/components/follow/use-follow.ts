import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores/context'
import { useContentToggle } from '../content-toggle/use-content-toggle'

export interface FollowMessages {
  loginFirst: MessageKey
  followedToast: MessageKey
  unfollowedToast: MessageKey
}

/** Follow state of one target (enterprise, speaker), starting from what its detail said; toggled with userFollowData/add. */
export function useFollow(
  targetId: number | undefined,
  targetType: number,
  followed: boolean,
  messages: FollowMessages,
) {
  const { api } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId: targetId,
    contentType: targetType,
    initial: { followed },
    toggle: (key) => api.engagement.follow(key.contentId, key.contentType),
    loginFirst: messages.loginFirst,
    toast: (next) => (next.followed ? messages.followedToast : messages.unfollowedToast),
  })
  return { followed: state.followed, busy, toggle }
}
