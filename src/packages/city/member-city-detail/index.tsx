import '@/i18n/city.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import { city as cities } from '@/contract/city.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { ClusterCard } from '../shared/cluster-card'
import { PageSection, Section } from '../shared/section'
import { useCityInfo } from '../shared/use-city-info'
import '../shared/city.scss'

/** A member city (query areaId): intro, figures, a way to its projects, and its clusters. */
const MemberCityDetail = observer(() => {
  const t = useT()
  const areaId = Number(useRouter().params.areaId)
  const info = useCityInfo(areaId)
  const clusters = useEndpoint(cities.clusterList, { areaId, pageNum: 1, pageSize: 10 })

  return (
    <RequestPage route='memberCityDetail' request={info}>
      {(city) => (
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
      )}
    </RequestPage>
  )
})

export default MemberCityDetail
