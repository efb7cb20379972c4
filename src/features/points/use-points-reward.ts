import { useEffect, useRef } from 'react'
import { usePageVisible } from '@/components/use-page-visible'
import { useStores } from '@/stores/context'
import { rewardContextOf } from './reward-context'
import { RewardFlow } from './reward-flow'

interface Options {
  /** The flow starts once this is true (e.g. the content has loaded); default true. */
  enabled?: boolean
  /** The countdown advances only while this is true and the page is visible (e.g. the video plays); default true. */
  active?: boolean
  /** Called once the server has granted the points (e.g. to show the new balance). */
  onClaimed?: () => void
}

/** Runs the points reward for browsing or watching on this page; leaving the page ends it. */
export function usePointsReward(actionType: number, { enabled = true, active = true, onClaimed }: Options = {}) {
  const stores = useStores()
  const visible = usePageVisible()
  const running = active && visible
  const flow = useRef<RewardFlow | null>(null)
  const runningNow = useRef(running)
  runningNow.current = running
  const claimed = useRef(onClaimed)
  claimed.current = onClaimed

  useEffect(() => {
    if (!enabled) return
    const current = new RewardFlow(actionType, rewardContextOf(stores), {
      running: runningNow.current,
      onClaimed: () => claimed.current?.(),
    })
    flow.current = current
    void current.start()
    return () => current.cancel()
  }, [actionType, enabled, stores])

  useEffect(() => flow.current?.setRunning(running), [running])
}
