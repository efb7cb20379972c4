import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { ServiceCard as Service } from '@/services/api/common-client.dto'
import { useStores } from '@/stores/context'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ServiceCard } from '../shared/service-card'

/** The current city's investment services by category; keyed by the city so a switch starts the list again. */
const ServiceList = observer(() => {
  const { area } = useStores()
  const areaId = area.city.id
  const descriptor = useMemo<ContentListDescriptor<Service>>(
    () => ({
      route: 'services',
      searchPlaceholder: 'service.searchPlaceholder',
      countLabel: 'service.count',
      filters: [{ key: 'category', label: 'service.category' }],
      options: async (api) => ({ category: await api.common.serviceCategorySelect() }),
      fetchPage: (api, page, filters, keyword) => api.common.serviceList({ ...page, ...filters, keyword, areaId }),
      renderItem: (s) => <ServiceCard key={s.id} service={s} />,
    }),
    [areaId],
  )
  return <ContentListPage key={areaId} descriptor={descriptor} />
})

export default ServiceList
