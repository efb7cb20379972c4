import Taro from '@tarojs/taro'
import { useState } from 'react'
import { toast, toastActionFailed } from '@/components/toast'
import type { BoothActivity } from '@/contract/meeting'
import { boothActivities, meetingSignUps } from '@/contract/meeting.endpoints'
import { navigate } from '@/routes/navigate'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'

/**
 * Subscribing to a booth activity and giving it up, from the state the server answered: a visitor is asked to log
 * in (and comes back to `back`); a finished activity allows nothing; the server's refusal is shown in its words.
 */
export function useActivitySubscription(activity: BoothActivity, back: string) {
  const t = useT()
  const { api, user, queries } = useStores()
  const [subscribed, setSubscribed] = useState(activity.subscribed)
  const [subscribers, setSubscribers] = useState(activity.subscribers)
  const [busy, setBusy] = useState(false)
  const open = activity.status !== 'finished'

  const toggle = async () => {
    if (busy || !open) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('meeting.activity.loginFirst'), icon: 'none' })
      void navigate('login', { redirect: back })
      return
    }
    setBusy(true)
    try {
      if (subscribed) await api.meeting.unsubscribeActivity(activity.id)
      else await api.meeting.subscribeActivity(activity.id)
      setSubscribers((n) => n + (subscribed ? -1 : 1))
      setSubscribed(!subscribed)
      // The activity lists, its page and the agenda show it: asked again when next opened.
      markEndpointsStale(queries, boothActivities.list, boothActivities.detail, meetingSignUps.agenda)
      toast(t(subscribed ? 'meeting.activity.unsubscribeDone' : 'meeting.activity.subscribeDone'))
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  return { subscribed, subscribers, busy, open, toggle }
}
