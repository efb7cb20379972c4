import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import { useEndpoint } from '@/components/use-endpoint'
import { city as cities } from '@/contract/city.endpoints'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { CITY_ENTRIES } from './entries'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { ClusterCard } from '../shared/cluster-card'
import { PageSection } from '../shared/section'
import { ServiceCard } from '../shared/service-card'
import { useCityInfo } from '../shared/use-city-info'
import { withPreviews } from '../shared/with-previews'
import '../shared/city.scss'

const PREVIEW_SIZE = 3

/** The hot-city home of the current member unit: banner, figures, quick entries, its clusters and services. */
export default sectionsPage({
  route: 'hotCityIndex',
  testId: 'hot-city-index',
  useRead: function useHotCity() {
    const { area } = useStores()
    const preview = { areaId: area.city.id, pageNum: 1, pageSize: PREVIEW_SIZE }
    return withPreviews(useCityInfo(), {
      clusters: useEndpoint(cities.clusterList, preview),
      services: useEndpoint(cities.serviceList, preview),
    })
  },
  Sections: function HotCityIndex({ data: [city, { clusters, services }] }) {
    const t = useT()
    return (
      <>
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

        <PageSection
          heading='city.clusters'
          testId='city-clusters'
          onMore={() => void navigate('cluster')}
          request={clusters}
          renderItem={(c) => <ClusterCard key={c.id} cluster={c} />}
        />
        <PageSection
          heading='city.services'
          testId='city-services'
          onMore={() => void navigate('services')}
          request={services}
          renderItem={(s) => <ServiceCard key={s.id} service={s} />}
        />
      </>
    )
  },
})
