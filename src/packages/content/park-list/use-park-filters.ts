import type { Option } from '../../../services/api/common.dto'
import { useRequest } from '../../../components/use-request'
import { useStores } from '../../../stores/context'

export const FILTER_KEYS = ['parkTypeId', 'estateTypeId'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** The choices of the two park filters, from their select calls. */
export function useParkFilterOptions() {
  const { api, app } = useStores()
  return useRequest<Record<FilterKey, Option[]>>(async () => {
    const [parkTypeId, estateTypeId] = await Promise.all([api.merchants.parkTypes(), api.merchants.estateTypes()])
    return { parkTypeId, estateTypeId }
  }, [app.language])
}
