import '@/i18n/meeting.pages'
import { Text } from '@tarojs/components'
import { useShownAgain } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import type { MeetingStatus } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { navigate, pageUrl } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { ActivityCard } from '../shared/activity-card'
import { ACTIVITY_STATUSES } from '../shared/activity-query'
import { hubReads, HubSection, itemsOf } from '../shared/hub-section'
import '../shared/activity.scss'

/** How many activities each section previews; its "more" opens the rest. */
const PREVIEW = 3
const back = pageUrl('activityList')

/** One section of the area: the first activities of a status, as the server's clock puts them. */
function useSection(status: MeetingStatus) {
  return itemsOf(useEndpoint(boothActivities.list, { pageNum: 1, pageSize: PREVIEW, status }))
}

/** The area's sections, read again on coming back: subscriptions made on an activity's page show. */
function useSections() {
  const sections = hubReads({
    ongoing: useSection('ongoing'),
    notStarted: useSection('notStarted'),
    finished: useSection('finished'),
  })
  useShownAgain(() => void sections.reload())
  return sections
}

/** The activity area: booth activities on now, coming up and over, each section with its "more". */
export default sectionsPage({
  route: 'activityList',
  testId: 'activity-list',
  useRead: useSections,
  Sections: function ActivityList({ data: sections }) {
    const t = useT()
    return (
      <>
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
      </>
    )
  },
})
