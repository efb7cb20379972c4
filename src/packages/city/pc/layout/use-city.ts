import { useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { AreaInfo } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { useStores, useT } from '@/stores/context'

/**
 * The current city of the area store, with its server profile in the current language once it arrives (one request
 * for the zone's frame and its page together, as both read the same cached answer).
 */
export function useCity(): { areaId: number; name: string; info: RequestState<AreaInfo> } {
  const { area } = useStores()
  const t = useT()
  const info = useEndpoint(city.areaInfo, { areaId: area.city.id })
  return { areaId: area.city.id, name: info.data?.name || area.city.name || t('city.pc.cityFallback'), info }
}
