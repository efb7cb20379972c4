import { useCallback } from 'react'
import type { EventPoint } from '@/contract/engagement'
import { useStores } from '@/stores/context'

export type TrackedEvent = 'home_banner_click' | 'home_entry_click' | 'home_hot_keyword_click' | 'content_view'

/** Sends a tracking event (`event/eventPoint`) without waiting; tracking never disturbs the user, so failures are dropped. */
export function useTrack() {
  const { api } = useStores()
  return useCallback(
    (eventName: TrackedEvent, params: Omit<EventPoint, 'eventName'> = {}) => {
      api.engagement.eventPoint({ eventName, ...params }).catch(() => undefined)
    },
    [api],
  )
}
