import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { ClusterCard as Cluster } from '@/services/api/common-client.dto'
import { useStores } from '@/stores/context'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ClusterCard } from '../shared/cluster-card'

/** The current city's clusters; keyed by the city so a switch starts the list again. */
const ClusterList = observer(() => {
  const { area } = useStores()
  const areaId = area.city.id
  const descriptor = useMemo<ContentListDescriptor<Cluster>>(
    () => ({
      route: 'cluster',
      searchPlaceholder: 'cluster.searchPlaceholder',
      countLabel: 'cluster.count',
      filters: [{ key: 'industryId', label: 'cluster.industry' }],
      options: async (api) => ({ industryId: await api.common.clusterIndustrySelect() }),
      fetchPage: (api, page, filters, keyword) => api.common.clusterList({ ...page, ...filters, keyword, areaId }),
      renderItem: (c) => <ClusterCard key={c.id} cluster={c} />,
    }),
    [areaId],
  )
  return <ContentListPage key={areaId} descriptor={descriptor} />
})

export default ClusterList
