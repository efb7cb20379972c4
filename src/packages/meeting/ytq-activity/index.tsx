import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ResponseCode } from '@/contract/common.codes'
import type { BoothActivityDetail } from '@/contract/meeting'
import { RequestPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate, pageUrl } from '@/routes/navigate'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { detailId } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { activityPlace, SubscribeButton } from '../shared/activity-card'
import { ACTIVITY_STATUSES } from '../shared/activity-query'
import { meetingTimeRange } from '../shared/meeting-time'
import { useActivitySubscription } from '../shared/use-activity-subscription'
import './index.scss'

/** The area's default activity: the first on now, else the next to start, else the last one held. */
async function defaultActivity(api: Api): Promise<BoothActivityDetail> {
  for (const status of ACTIVITY_STATUSES) {
    const page = await api.meeting.boothActivityList({ pageNum: 1, pageSize: 1, status })
    const found =
      status === 'finished' && page.total > 1
        ? (await api.meeting.boothActivityList({ pageNum: page.total, pageSize: 1, status })).list[0]
        : page.list[0]
    if (found) return api.meeting.boothActivityDetail(found.id)
  }
  throw new ApiError('server', { code: ResponseCode.notFound })
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

/**
 * A booth activity (`?id=`), or without one the activity area's default (on now, else next): time, place with the
 * way there, host, the server's status, its live or replay, subscribe; the activity area's bar below.
 */
const YtqActivity = observer(() => {
  const { api, app, user } = useStores()
  const { params } = useRouter()
  const id = detailId(params.id)
  const request = useRequest(
    () => (id ? api.meeting.boothActivityDetail(id) : defaultActivity(api)),
    [id, app.language, user.token],
  )
  usePageShare(request.data && { title: request.data.title, image: request.data.cover })
  usePullDownRefresh(() => void request.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <>
      <RequestPage route='ytqActivity' request={request}>
        {(activity) => <Activity key={`${activity.id}-${String(activity.subscribed)}`} activity={activity} />}
      </RequestPage>
      <ActivityAreaBar current={id ? undefined : 'ytqActivity'} />
    </>
  )
})

export default YtqActivity
