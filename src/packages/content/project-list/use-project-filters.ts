import type { Option } from '../../../services/api/common.dto'
import { useRequest } from '../../../components/use-request'
import { useStores } from '../../../stores/context'

export const FILTER_KEYS = ['industryId', 'carrierId', 'investModeId', 'pushTimeId'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** The choices of the four project filters, from their select calls. */
export function useProjectFilterOptions() {
  const { api, app } = useStores()
  return useRequest<Record<FilterKey, Option[]>>(async () => {
    const m = api.merchants
    const [industryId, carrierId, investModeId, pushTimeId] = await Promise.all([
      m.industrySelect(),
      m.carrierSelect(),
      m.investModeSelect(),
      m.pushTimeSelect(),
    ])
    return { industryId, carrierId, investModeId, pushTimeId }
  }, [app.language])
}
