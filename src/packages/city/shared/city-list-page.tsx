import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useStores } from '@/stores/context'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** A list of the current city's content; keyed by the city, so switching city starts the list again. */
export function cityListPage<T>(describe: (areaId: number) => ContentListDescriptor<T>) {
  return observer(() => {
    const { area } = useStores()
    const areaId = area.city.id
    const descriptor = useMemo(() => describe(areaId), [areaId])
    return <ContentListPage key={areaId} descriptor={descriptor} />
  })
}
