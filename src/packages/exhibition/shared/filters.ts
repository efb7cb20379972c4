import type { ListLayout } from '@/templates/content-list/content-list-page'

/** The exhibition and zone filters the exhibit and exhibitor lists share, with their choices from one call. */
export const EXHIBITION_FILTERS: Pick<ListLayout<unknown>, 'filters' | 'options'> = {
  filters: [
    { key: 'exhibitionId', label: 'exhibition.exhibition' },
    { key: 'areaId', label: 'exhibition.zone' },
  ],
  options: (api) => api.exhibition.exhibitionFilterOptions(),
}
