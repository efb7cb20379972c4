import { useEffect } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { useStores } from '@/stores/context'

/** The area info of a member city (the current one by default); answering for the current city names it in the store. */
export function useCityInfo(areaId?: number) {
  const { area } = useStores()
  const info = useEndpoint(city.areaInfo, { areaId: areaId ?? area.city.id })
  const { data } = info
  useEffect(() => {
    if (data) area.describeCity({ id: data.id, name: data.name, cityType: data.cityType })
  }, [area, data])
  return info
}
