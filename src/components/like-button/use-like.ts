import { mineLists } from '@/contract/account.endpoints'
import { markEndpointsStale } from '@/services/query/client'
import { useStores } from '@/stores/context'
import { useContentToggle } from '../content-toggle/use-content-toggle'

/** Like state of one item: the count for everyone, the user's own like when logged in; toggled with unify/agree. */
export function useLike(contentId: number | undefined, contentType: number) {
  const { api, queries } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId,
    contentType,
    initial: { agreed: false, count: 0 },
    check: (key) => api.engagement.checkAgree(key),
    checkSignedOut: true,
    toggle: async (key) => {
      const next = await api.engagement.agree(key)
      // The user's likes, opened next, ask again.
      markEndpointsStale(queries, mineLists.likes)
      return next
    },
    loginFirst: 'like.loginFirst',
  })
  return { ...state, busy, toggle }
}
