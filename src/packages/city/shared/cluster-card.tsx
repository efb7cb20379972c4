import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { ClusterCard as Cluster } from '@/contract/city'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { formatYi } from './figures'

/** A cluster in a list: cover, title, industry, enterprise count and annual output; opens its detail. */
export const ClusterCard = observer(({ cluster }: { cluster: Cluster }) => {
  const t = useT()
  const { app } = useStores()
  return (
    <ContentCard
      cover={cluster.cover}
      title={cluster.title}
      tags={[cluster.industry]}
      place={t('city.cluster.enterpriseCount', { count: cluster.enterpriseCount })}
      highlight={formatYi(t, app.language, cluster.outputValue)}
      testId='cluster-card'
      onOpen={() => void navigate('clusterDetail', { id: cluster.id })}
    />
  )
})
