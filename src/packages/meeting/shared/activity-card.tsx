import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BoothActivity } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { meetingTimeRange } from './meeting-time'
import { useActivitySubscription } from './use-activity-subscription'
import './activity.scss'

type Subscription = ReturnType<typeof useActivitySubscription>

/** The subscribe button of an activity: subscribe, or give it up; a finished activity shows that and does nothing. */
export const SubscribeButton = observer(
  ({ subscription, block = false }: { subscription: Subscription; block?: boolean }) => {
    const t = useT()
    const { subscribed, busy, open, toggle } = subscription
    if (!open) {
      return (
        <Button size={block ? 'large' : 'small'} block={block} disabled data-testid='activity-ended'>
          {t('meeting.activity.ended')}
        </Button>
      )
    }
    return (
      <Button
        size={block ? 'large' : 'small'}
        block={block}
        type='primary'
        fill={subscribed ? 'outline' : 'solid'}
        loading={busy}
        data-testid='activity-subscribe'
        data-subscribed={String(subscribed)}
        onClick={(event) => {
          event.stopPropagation()
          void toggle()
        }}
      >
        {t(
          subscribed
            ? block
              ? 'meeting.activity.unsubscribe'
              : 'meeting.activity.subscribed'
            : 'meeting.activity.subscribe',
        )}
      </Button>
    )
  },
)

/** Hall, zone and booth of an activity in one line. */
export const activityPlace = (activity: BoothActivity, t: ReturnType<typeof useT>) =>
  [
    t('exhibition.hallCode', { hall: activity.hall }),
    activity.area,
    t('meeting.activity.booth', { booth: activity.booth }),
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * A booth activity in a list: time, hall, zone and booth, host, the server's status, subscribers and the
 * subscribe button; opens the activity. `back` is where a visitor returns after logging in.
 */
export const ActivityCard = observer(({ activity, back }: { activity: BoothActivity; back: string }) => {
  const t = useT()
  const subscription = useActivitySubscription(activity, back)
  return (
    <View
      className='activity-card'
      data-testid='activity-card'
      data-status={activity.status}
      onClick={() => void navigate('ytqActivity', { id: activity.id })}
    >
      <Image className='activity-card__cover' src={assetUrl(activity.cover)} mode='aspectFill' lazyLoad />
      <View className='activity-card__body'>
        <Text className='activity-card__title'>{activity.title}</Text>
        <View className='activity-card__line'>
          <Text className={`activity-status activity-status--${activity.status}`}>
            {t(`meeting.status.${activity.status}`)}
          </Text>
          <Text className='activity-card__time'>{meetingTimeRange(activity.startTime, activity.endTime)}</Text>
        </View>
        <Text className='activity-card__meta'>{activityPlace(activity, t)}</Text>
        <Text className='activity-card__meta'>{activity.host}</Text>
        <View className='activity-card__foot'>
          <Text className='activity-card__meta'>
            {t('meeting.activity.subscribers', { count: subscription.subscribers })}
          </Text>
          {/* A finished activity allows nothing: its status says so, no button is offered. */}
          {subscription.open && <SubscribeButton subscription={subscription} />}
        </View>
      </View>
    </View>
  )
})
