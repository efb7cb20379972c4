import '@/i18n/meeting.pages'
import type { MeetingStatus } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { pageUrl } from '@/routes/navigate'
import { listPage } from '@/templates/content-list/content-list-page'
import { ActivityCard } from '../shared/activity-card'
import { ACTIVITY_STATUSES } from '../shared/activity-query'
import { startDay } from '../shared/meeting-time'

const back = pageUrl('boothActivityList')

/**
 * Booth activities by day (tabs, starting on the server's day), hall, status and keyword; each card subscribes in
 * place and opens the activity.
 */
export default listPage({
  route: 'boothActivityList',
  searchPlaceholder: 'meeting.activity.searchPlaceholder',
  countLabel: 'meeting.activity.count',
  emptyText: 'meeting.activity.empty',
  tabs: { key: 'day', anyLabel: 'meeting.programme.allDays' },
  filters: [
    { key: 'hall', label: 'meeting.activity.filter.hall' },
    { key: 'status', label: 'meeting.activity.filter.status' },
  ],
  options: async (api, t) => {
    const options = await api.meeting.meetingOptions()
    const today = startDay(options.days, options.now)
    return {
      day: options.days.map((day) => ({ ...day, selected: day.value === today })),
      hall: options.activityHalls,
      status: ACTIVITY_STATUSES.map((value: MeetingStatus) => ({ value, label: t(`meeting.status.${value}`) })),
    }
  },
  endpoint: boothActivities.list,
  renderItem: (activity) => (
    <ActivityCard key={`${activity.id}-${activity.subscribed}`} activity={activity} back={back} />
  ),
})
