import '@/i18n/meeting.pages'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import type { MeetingStatus } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate, pageUrl } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { ActivityCard } from '../shared/activity-card'
import { ACTIVITY_STATUSES } from '../shared/activity-query'
import { HubSection, itemsOf } from '../shared/hub-section'
import { useFreshOnReturn } from '../shared/list-page'
import '../shared/activity.scss'

/** How many activities each section previews; its "more" opens the rest. */
const PREVIEW = 3
const back = pageUrl('activityList')

/** One section of the area: the first activities of a status, as the server's clock puts them. */
function useSection(status: MeetingStatus) {
  return itemsOf(useEndpoint(boothActivities.list, { pageNum: 1, pageSize: PREVIEW, status }))
}

/** The activity area: booth activities on now, coming up and over, each section with its "more". */
const ActivityList = observer(() => {
  const t = useT()
  const sections = {
    ongoing: useSection('ongoing'),
    notStarted: useSection('notStarted'),
    finished: useSection('finished'),
  }
  const reloadAll = () => Promise.all(Object.values(sections).map((s) => s.reload()))
  // Subscriptions made on an activity's page show when coming back.
  useFreshOnReturn(reloadAll)

  return (
    <PageShell route='activityList'>
      <Text
        className='activity-area__all'
        data-testid='activity-all'
        onClick={() => void navigate('boothActivityList')}
      >
        {t('meeting.activity.all')}
      </Text>
      {ACTIVITY_STATUSES.map((status) => (
        <HubSection
          key={status}
          testId={`activity-section-${status}`}
          title={`meeting.activity.section.${status}`}
          empty={`meeting.activity.sectionEmpty.${status}`}
          request={sections[status]}
          onMore={() => void navigate('activityMoreList', { status })}
          renderItem={(activity) => (
            <ActivityCard key={`${activity.id}-${activity.subscribed}`} activity={activity} back={back} />
          )}
        />
      ))}
      <ActivityAreaBar current='activityList' />
    </PageShell>
  )
})

export default ActivityList
