import { useStores } from '@/stores/context'
import { useContentToggle } from '../content-toggle/use-content-toggle'

/** Like state of one item: the count for everyone, the user's own like when logged in; toggled with unify/agree. */
export function useLike(contentId: number | undefined, contentType: number) {
  const { api } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId,
    contentType,
    initial: { agreed: false, count: 0 },
    check: (key) => api.engagement.checkAgree(key),
    checkSignedOut: true,
    toggle: (key) => api.engagement.agree(key),
    loginFirst: 'like.loginFirst',
  })
  return { ...state, busy, toggle }
}
