import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { GuideSection } from '@/contract/fair.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { GuideRow } from '../shared/guide-parts'
import './index.scss'

/** The venue's other doors, each titled as its own page. */
const DOORS = ['mapNavigation', 'exhibitionHall', 'exhibitionNotice', 'exhibitionContactUs'] as const

/** The service guide: the venue map, halls, notices and contacts, then one row per service topic. */
const ServiceInformation = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const topics = useRequest(() => api.fair.guideList(GuideSection.service), [app.language])
  usePullDownRefresh(() => void topics.reload().finally(() => Taro.stopPullDownRefresh()))

  return (
    <PageShell route='serviceInformation'>
      <Text className='venue-intro'>{t('meeting.guide.intro')}</Text>
      <View className='service-doors'>
        {DOORS.map((door) => (
          <View
            key={door}
            className='service-doors__item'
            data-testid='service-door'
            onClick={() => void navigate(door)}
          >
            <Text className='service-doors__badge'>{t(ROUTES[door].title).slice(0, 1)}</Text>
            <Text className='service-doors__label'>{t(ROUTES[door].title)}</Text>
          </View>
        ))}
      </View>
      <Text className='venue-heading'>{t('meeting.guide.topics')}</Text>
      {!topics.data || topics.data.length === 0 ? (
        <StatusView
          status={topics.status === 'ready' ? 'empty' : topics.status}
          message={topics.status === 'ready' ? 'meeting.guide.topicsEmpty' : undefined}
          onRetry={() => void topics.reload()}
        />
      ) : (
        topics.data.map((topic) => (
          <GuideRow
            key={topic.id}
            testId='service-topic'
            title={topic.title}
            summary={topic.summary}
            onOpen={() => void navigate('serviceInformationDetail', { id: topic.id })}
          />
        ))
      )}
    </PageShell>
  )
})

export default ServiceInformation
