import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { CITY_ENTRIES } from './entries'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { ClusterCard } from '../shared/cluster-card'
import { Section } from '../shared/section'
import { ServiceCard } from '../shared/service-card'
import { useCityInfo } from '../shared/use-city-info'
import '../shared/city.scss'

const PREVIEW_SIZE = 3

/** The hot-city home of the current member unit: banner, figures, quick entries, its clusters and services. */
const HotCityIndex = observer(() => {
  const t = useT()
  const { api, app, area } = useStores()
  const info = useCityInfo()
  const areaId = area.city.id
  const preview = { areaId, pageNum: 1, pageSize: PREVIEW_SIZE }
  const clusters = useRequest(() => api.city.clusterList(preview), [areaId, app.language])
  const services = useRequest(() => api.city.serviceList(preview), [areaId, app.language])

  usePullDownRefresh(() => {
    void Promise.all([info.reload(), clusters.reload(), services.reload()]).finally(
      () => void Taro.stopPullDownRefresh(),
    )
  })

  if (!info.data) {
    return (
      <PageShell route='hotCityIndex'>
        <RequestStatusView request={info} />
      </PageShell>
    )
  }
  const city = info.data
  return (
    <PageShell route='hotCityIndex'>
      <CityBanner city={city} switchable />
      <View className='city-card'>
        <Text className='city-card__text'>{city.summary}</Text>
      </View>
      <CityFigures figures={city.figures} />

      <View className='city-entries'>
        {CITY_ENTRIES.map((entry) => (
          <View
            key={entry.key}
            className='city-entries__item'
            data-testid={`city-entry-${entry.key}`}
            onClick={() => void entry.open()}
          >
            <Text className='city-entries__icon'>{t(entry.label).charAt(0)}</Text>
            <Text className='city-entries__text'>{t(entry.label)}</Text>
          </View>
        ))}
      </View>

      <Section heading='city.clusters' testId='city-clusters' onMore={() => void navigate('cluster')}>
        {clusters.data && clusters.data.list.length > 0 ? (
          clusters.data.list.map((c) => <ClusterCard key={c.id} cluster={c} />)
        ) : (
          <StatusView
            status={clusters.status === 'ready' ? 'empty' : clusters.status}
            onRetry={() => void clusters.reload()}
          />
        )}
      </Section>

      <Section heading='city.services' testId='city-services' onMore={() => void navigate('services')}>
        {services.data && services.data.list.length > 0 ? (
          services.data.list.map((s) => <ServiceCard key={s.id} service={s} />)
        ) : (
          <StatusView
            status={services.status === 'ready' ? 'empty' : services.status}
            onRetry={() => void services.reload()}
          />
        )}
      </Section>
    </PageShell>
  )
})

export default HotCityIndex
