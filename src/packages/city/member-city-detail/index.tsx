import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { ClusterCard } from '../shared/cluster-card'
import { Section } from '../shared/section'
import { useCityInfo } from '../shared/use-city-info'
import '../shared/city.scss'

/** A member city (query areaId): intro, figures, a way to its projects, and its clusters. */
const MemberCityDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const areaId = Number(useRouter().params.areaId)
  const info = useCityInfo(areaId)
  const clusters = useRequest(() => api.city.clusterList({ areaId, pageNum: 1, pageSize: 10 }), [areaId, app.language])

  if (!info.data) {
    return (
      <PageShell route='memberCityDetail'>
        <RequestStatusView request={info} />
      </PageShell>
    )
  }
  const city = info.data
  return (
    <PageShell route='memberCityDetail'>
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
      <Section heading='city.clusters' testId='member-city-clusters'>
        {clusters.data && clusters.data.list.length > 0 ? (
          clusters.data.list.map((c) => <ClusterCard key={c.id} cluster={c} />)
        ) : (
          <StatusView
            status={clusters.status === 'ready' ? 'empty' : clusters.status}
            onRetry={() => void clusters.reload()}
          />
        )}
      </Section>
      <View className='city-card'>
        <View className='city-card__line'>
          <Text className='city-card__label'>{t('city.address')}</Text>
          <Text className='city-card__value'>{city.address}</Text>
        </View>
      </View>
    </PageShell>
  )
})

export default MemberCityDetail
