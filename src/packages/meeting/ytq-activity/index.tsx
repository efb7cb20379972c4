import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { failedState, joined, useEndpoint, type RequestState } from '@/components/use-endpoint'
import { ResponseCode } from '@/contract/common.codes'
import type { BoothActivityDetail } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import type { MessageKey } from '@/i18n'
import { navigate, pageUrl } from '@/routes/navigate'
import { ApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { detailId } from '@/templates/content-detail/use-detail'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { activityPlace, SubscribeButton } from '../shared/activity-card'
import { meetingTimeRange } from '../shared/meeting-time'
import { useActivitySubscription } from '../shared/use-activity-subscription'
import './index.scss'

/**
 * The id of the area's default activity: the first on now, else the next to start, else the last one held (the last
 * page of one a page); each list asked for only once the one before has none.
 */
function useDefaultActivityId(enabled: boolean): RequestState<number> {
  const first = { pageNum: 1, pageSize: 1 }
  const ongoing = useEndpoint(boothActivities.list, { ...first, status: 'ongoing' }, { enabled })
  const coming = useEndpoint(
    boothActivities.list,
    { ...first, status: 'notStarted' },
    { enabled: enabled && ongoing.data?.list.length === 0 },
  )
  const finished = useEndpoint(
    boothActivities.list,
    { ...first, status: 'finished' },
    { enabled: enabled && coming.data?.list.length === 0 },
  )
  const held = finished.data?.total ?? 0
  const last = useEndpoint(
    boothActivities.list,
    { pageNum: held, pageSize: 1, status: 'finished' },
    { enabled: enabled && held > 1 },
  )
  // Asking again asks every list asked so far: what is on may have changed since.
  const reload = async () => {
    const answered = [ongoing, coming, finished, last].filter((step) => step.status !== 'loading')
    await Promise.all(answered.map((step) => step.reload()))
  }
  for (const step of [ongoing, coming, held > 1 ? last : finished]) {
    if (!step.data) return { ...step, data: undefined, reload }
    const found = step.data.list[0]
    if (found) return { ...step, data: found.id, reload }
  }
  return failedState(new ApiError('server', { code: ResponseCode.notFound }), reload)
}

/** The activity of the id, or without one the area's default (asking again asks which that is, too). */
function useActivity(id: number | undefined): RequestState<BoothActivityDetail> {
  const fallback = useDefaultActivityId(id === undefined)
  const shown = id ?? fallback.data
  const detail = useEndpoint(
    boothActivities.detail,
    { id: shown ?? 0 },
    { enabled: shown !== undefined, loading: true },
  )
  if (id !== undefined) return detail
  if (fallback.data === undefined) return { ...fallback, data: undefined }
  const both = joined(fallback, detail)
  return { ...both, data: both.data?.[1] }
}

/** Where the activity's live stands: a way to watch it, or when it starts, or that it is over. */
const LiveBlock = observer(({ activity }: { activity: BoothActivityDetail }) => {
  const t = useT()
  const { live } = activity
  if (!live) return null
  const watch = (label: 'meeting.activity.live.watch' | 'meeting.activity.live.replay') => (
    <Button
      type='primary'
      fill='outline'
      onClick={() => void navigate('meetingForumVideo', { id: live.id })}
      data-testid='activity-watch'
    >
      {t(label)}
    </Button>
  )
  return (
    <DetailSection heading={t('meeting.activity.live.title')} testId='activity-live'>
      {live.state === 'notStarted' && (
        <Text className='detail__summary'>
          {t('meeting.activity.live.notStarted', { time: formatDate(activity.startTime, 'MM-DD HH:mm') })}
        </Text>
      )}
      {live.state === 'live' && watch('meeting.activity.live.watch')}
      {live.state === 'replay' && watch('meeting.activity.live.replay')}
      {live.state === 'ended' && <Text className='detail__summary'>{t('meeting.activity.live.ended')}</Text>}
    </DetailSection>
  )
})

const Activity = observer(({ activity }: { activity: BoothActivityDetail }) => {
  const t = useT()
  const subscription = useActivitySubscription(activity, pageUrl('ytqActivity', { id: activity.id }))
  return (
    <>
      <DetailHead cover={activity.cover} title={activity.title}>
        <View className='ytq-activity__status'>
          <Text className={`activity-status activity-status--${activity.status}`} data-testid='activity-status'>
            {t(`meeting.status.${activity.status}`)}
          </Text>
          <Text className='ytq-activity__subscribers'>
            {t('meeting.activity.subscribers', { count: subscription.subscribers })}
          </Text>
        </View>
        <View className='detail__facts'>
          <FactRows
            facts={[
              [t('meeting.activity.time'), meetingTimeRange(activity.startTime, activity.endTime)],
              [t('meeting.activity.location'), activityPlace(activity, t)],
              [t('meeting.activity.host'), activity.host],
            ]}
          />
        </View>
        <Text
          className='ytq-activity__map'
          data-testid='activity-map'
          onClick={() => void navigate('mapNavigation', { hall: activity.hall, booth: activity.booth })}
        >
          {t('meeting.activity.navigate')} ›
        </Text>
        <View className='ytq-activity__subscribe'>
          <SubscribeButton subscription={subscription} block />
        </View>
      </DetailHead>
      <LiveBlock activity={activity} />
      <DetailSection heading={t('meeting.activity.intro')}>
        <Text className='ytq-activity__intro' data-testid='activity-intro'>
          {activity.introduction}
        </Text>
      </DetailSection>
    </>
  )
})

/** The activity of the query's id, or the area's default, offered for sharing once shown. */
function useShownActivity(): RequestState<BoothActivityDetail> {
  const { params } = useRouter()
  const request = useActivity(detailId(params.id))
  usePageShare(request.data && { title: request.data.title, image: request.data.cover })
  return request
}

/** The page in the activity area's frame: its bar below, whatever the page shows (the area's default marked on it). */
function AreaFrame({ children, titleKey }: PropsWithChildren<{ titleKey?: MessageKey }>) {
  const { params } = useRouter()
  return (
    <>
      <PageShell route='ytqActivity' titleKey={titleKey}>
        {children}
      </PageShell>
      <ActivityAreaBar current={detailId(params.id) ? undefined : 'ytqActivity'} />
    </>
  )
}

/**
 * A booth activity (`?id=`), or without one the activity area's default (on now, else next): time, place with the
 * way there, host, the server's status, its live or replay, subscribe; the activity area's bar below.
 */
export default sectionsPage({
  route: 'ytqActivity',
  testId: 'ytq-activity',
  Frame: AreaFrame,
  useRead: useShownActivity,
  Sections: ({ data: activity }) => (
    <Activity key={`${activity.id}-${String(activity.subscribed)}`} activity={activity} />
  ),
})
