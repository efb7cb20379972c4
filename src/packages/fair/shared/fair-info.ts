import { useLoad } from '@/components/use-endpoint'
import { useStores } from '@/stores/context'

/** The fair information's envelope (not an endpoint's answer: its body is wanted whatever its code). */
export function useFairInfo() {
  const { api } = useStores()
  return useLoad('fairInfo', [], () => api.fair.fairInfo())
}
