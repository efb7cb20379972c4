import { useStores } from '@/stores/context'
import { useContentToggle } from '../content-toggle/use-content-toggle'

/** Collect state of one piece of content: read with checkCollect when logged in, toggled with unify/collect. */
export function useCollect(contentId: number | undefined, contentType: number) {
  const { api } = useStores()
  const { state, busy, toggle } = useContentToggle({
    contentId,
    contentType,
    initial: { collected: false },
    check: (key) => api.engagement.checkCollect(key),
    checkSignedOut: false,
    toggle: (key) => api.engagement.collect(key),
    loginFirst: 'collect.loginFirst',
    toast: (next) => (next.collected ? 'collect.addedToast' : 'collect.removedToast'),
  })
  return { collected: state.collected, busy, toggle }
}
