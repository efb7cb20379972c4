import { ParkCard } from '@/components/park-card'
import type { ListSort, ParkCard as Park, ParkListQuery } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import type { RouteKey } from '@/routes/table'
import type { ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** The park list's descriptor: all parks newest first, or the hot ones (most viewed first). */
export function parkDescriptor(route: RouteKey, sort?: ListSort): ContentListDescriptor<Park, ParkListQuery> {
  return {
    route,
    searchPlaceholder: 'content.park.searchPlaceholder',
    countLabel: 'content.park.count',
    filters: [
      { key: 'parkTypeId', label: 'content.park.parkType' },
      { key: 'estateTypeId', label: 'content.park.estateType' },
    ],
    options: (api) => api.content.parkFilterOptions(),
    endpoint: parks.list,
    request: (query) => ({ ...query, sort }),
    renderItem: (p) => <ParkCard key={p.id} park={p} />,
  }
}
