import { useRef, useState } from 'react'
import { toast, toastActionFailed } from '@/components/toast'
import { useStores, useT } from '@/stores/context'
import { networkListsChanged } from '../shared/lists-changed'

/**
 * A call about a group's membership: one at a time, its success or failure toasted, and the group reloaded after
 * either (a refusal usually means the group changed meanwhile). `busy` is true while it runs.
 */
export function useGroupCall(reload: () => Promise<void>) {
  const t = useT()
  const stores = useStores()
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = async (call: () => Promise<unknown>, done: string) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await call()
      networkListsChanged(stores)
      toast(done)
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      await reload()
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
