import { useRequest, type RequestState } from '../../../components/use-request'
import type { AreaInfo } from '../../../services/api/common-client.dto'
import { useStores, useT } from '../../../stores/context'

/** The current city of the area store, with its server profile in the current language once it arrives. */
export function useCity(): { areaId: number; name: string; info: RequestState<AreaInfo> } {
  const { api, app, area } = useStores()
  const t = useT()
  const info = useRequest(() => api.common.areaInfo(area.city.id), [area.city.id, app.language])
  return { areaId: area.city.id, name: info.data?.name || area.city.name || t('pc.cityFallback'), info }
}
