import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { useReadyHold } from '../page-ready'
import { toastActionFailed } from '../toast'

interface Options<S> {
  contentId: number | undefined
  contentType: number
  /** The state before it is read (or as the page already knows it), and while signed out when `check` needs a login. */
  initial: S
  /** Reads the state from the server; without it the state starts from `initial`. */
  check?: (key: { contentId: number; contentType: number }) => Promise<S>
  /** Whether `check` works signed out (a like count does; a collect does not). */
  checkSignedOut?: boolean
  toggle: (key: { contentId: number; contentType: number }) => Promise<S>
  loginFirst: MessageKey
  /** A toast for the new state, if any. */
  toast?: (state: S) => MessageKey
}

/** The state of a per-item toggle (collect, like, follow): read on show, flipped on the server, login asked for first. */
export function useContentToggle<S>({
  contentId,
  contentType,
  initial,
  check,
  checkSignedOut,
  toggle,
  loginFirst,
  toast,
}: Options<S>) {
  const { user } = useStores()
  const t = useT()
  const [state, setState] = useState<S>(initial)
  const [busy, setBusy] = useState(false)
  const [reading, setReading] = useState(false)
  // The page is ready once the count or state it shows is the server's, not the starting one.
  useReadyHold(reading)

  const initialKey = JSON.stringify(initial)
  useEffect(() => {
    setState(initial)
    if (!check || !contentId || (!checkSignedOut && !user.loggedIn)) return
    let live = true
    setReading(true)
    check({ contentId, contentType })
      .then((next) => live && setState(next))
      .catch(() => undefined)
      .finally(() => live && setReading(false))
    return () => {
      live = false
      setReading(false)
    }
    // `check` is fixed per caller; the item, the login state and a new starting state decide a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contentId, contentType, user.loggedIn, initialKey])

  const flip = async () => {
    if (!contentId || busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t(loginFirst), icon: 'none' })
      void navigate('login')
      return
    }
    setBusy(true)
    try {
      const next = await toggle({ contentId, contentType })
      setState(next)
      if (toast) void Taro.showToast({ title: t(toast(next)), icon: 'none' })
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  return { state, busy, toggle: flip }
}
