import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { PageQuery } from '@/contract/common'
import { useStores } from '@/stores/context'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** A list of the current city's content; keyed by the city, so switching city starts the list again. */
export function cityListPage<T, Q extends PageQuery>(describe: (areaId: number) => ContentListDescriptor<T, Q>) {
  return observer(() => {
    const { area } = useStores()
    const areaId = area.city.id
    const descriptor = useMemo(() => describe(areaId), [areaId])
    return <ContentListPage key={areaId} descriptor={descriptor} />
  })
}
