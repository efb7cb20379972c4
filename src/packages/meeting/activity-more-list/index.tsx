import '@/i18n/meeting.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { BoothActivity, BoothActivityListQuery } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { pageUrl } from '@/routes/navigate'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { ActivityCard } from '../shared/activity-card'
import { activityFilters } from '../shared/activity-query'

/** The activities of one section of the activity area (a status), or of a day or hall; searchable. */
function describe(
  params: Partial<Record<string, string>>,
): ContentListDescriptor<BoothActivity, BoothActivityListQuery> {
  const fixed = activityFilters(params)
  const back = pageUrl('activityMoreList', fixed)
  return {
    route: 'activityMoreList',
    titleKey: fixed.status ? `meeting.activity.section.${fixed.status}` : undefined,
    searchPlaceholder: 'meeting.activity.searchPlaceholder',
    countLabel: 'meeting.activity.count',
    emptyText: 'meeting.activity.empty',
    endpoint: boothActivities.list,
    request: (query) => ({ ...query, ...fixed }),
    renderItem: (activity) => (
      <ActivityCard key={`${activity.id}-${activity.subscribed}`} activity={activity} back={back} />
    ),
  }
}

/** More activities of the activity area, from a section's "more" or a hall; the area's bar below. */
const ActivityMoreList = observer(() => {
  const { params } = useRouter()
  const query = JSON.stringify(activityFilters(params))
  // The filters' values, not the query object, decide when the list starts again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const descriptor = useMemo(() => describe(params), [query])
  return (
    <>
      <ContentListPage key={query} descriptor={descriptor} />
      <ActivityAreaBar />
    </>
  )
})

export default ActivityMoreList
