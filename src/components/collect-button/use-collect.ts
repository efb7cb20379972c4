import { mineLists } from '@/contract/account.endpoints'
import { markEndpointsStale } from '@/services/query/client'
import { useStores } from '@/stores/context'
import { useContentToggle } from '../content-toggle/use-content-toggle'

/** Collect state of one piece of content: read with checkCollect when logged in, toggled with unify/collect. */
export function useCollect(contentId: number | undefined, contentType: number) {
  const { api, queries } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId,
    contentType,
    initial: { collected: false },
    check: (key) => api.engagement.checkCollect(key),
    checkSignedOut: false,
    toggle: async (key) => {
      const next = await api.engagement.collect(key)
      // The user's collection, opened next, asks again.
      markEndpointsStale(queries, mineLists.collections)
      return next
    },
    loginFirst: 'collect.loginFirst',
    toast: (next) => (next.collected ? 'collect.addedToast' : 'collect.removedToast'),
  })
  return { collected: state.collected, busy, toggle }
}
