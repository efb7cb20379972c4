import '@/i18n/city.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEndpoint } from '@/components/use-endpoint'
import { city as cities } from '@/contract/city.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { ClusterCard } from '../shared/cluster-card'
import { PageSection, Section } from '../shared/section'
import { useCityInfo } from '../shared/use-city-info'
import { withPreviews } from '../shared/with-previews'
import '../shared/city.scss'

/** A member city (query areaId): intro, figures, a way to its projects, and its clusters. */
export default sectionsPage({
  route: 'memberCityDetail',
  testId: 'member-city',
  useRead: function useMemberCity() {
    const areaId = Number(useRouter().params.areaId)
    return withPreviews(useCityInfo(areaId), {
      clusters: useEndpoint(cities.clusterList, { areaId, pageNum: 1, pageSize: 10 }),
    })
  },
  Sections: function MemberCityDetail({ data: [city, { clusters }] }) {
    const t = useT()
    return (
      <>
        <CityBanner city={city} />
        <Section heading='city.intro' testId='member-city-intro'>
          <Text className='city-card__text'>{city.summary}</Text>
        </Section>
        <CityFigures figures={city.figures} />
        <Section heading='city.projects'>
          <Button
            block
            type='primary'
            fill='outline'
            data-testid='member-city-projects'
            onClick={() => void navigate('memberProjectList', { areaId: city.id })}
          >
            {t('city.viewProjects', { name: city.name })}
          </Button>
        </Section>
        <PageSection
          heading='city.clusters'
          testId='member-city-clusters'
          request={clusters}
          renderItem={(c) => <ClusterCard key={c.id} cluster={c} />}
        />
        <View className='city-card'>
          <View className='city-card__line'>
            <Text className='city-card__label'>{t('city.address')}</Text>
            <Text className='city-card__value'>{city.address}</Text>
          </View>
        </View>
      </>
    )
  },
})
