import { useRequest } from '@/components/use-request'
import { useStores } from '@/stores/context'

/** The area info of a member city (the current one by default); answering for the current city names it in the store. */
export function useCityInfo(areaId?: number) {
  const { api, app, area } = useStores()
  const id = areaId ?? area.city.id
  return useRequest(async () => {
    const info = await api.city.areaInfo(id)
    area.describeCity({ id: info.id, name: info.name, cityType: info.cityType })
    return info
  }, [id, app.language])
}
