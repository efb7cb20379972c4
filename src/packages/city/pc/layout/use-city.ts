import { useRequest, type RequestState } from '@/components/use-request'
import type { AreaInfo } from '@/contract/city'
import type { Api } from '@/services/api'
import { useStores, useT } from '@/stores/context'

const inFlight = new Map<string, Promise<AreaInfo>>()

/** One profile request per city and language at a time: the zone's frame and its page ask for it together. */
function loadAreaInfo(api: Api, areaId: number, language: string): Promise<AreaInfo> {
  const key = `${areaId}:${language}`
  let pending = inFlight.get(key)
  if (!pending) {
    pending = api.city.areaInfo(areaId).finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

/** The current city of the area store, with its server profile in the current language once it arrives. */
export function useCity(): { areaId: number; name: string; info: RequestState<AreaInfo> } {
  const { api, app, area } = useStores()
  const t = useT()
  const info = useRequest(() => loadAreaInfo(api, area.city.id, app.language), [area.city.id, app.language])
  return { areaId: area.city.id, name: info.data?.name || area.city.name || t('city.pc.cityFallback'), info }
}
