import Taro from '@tarojs/taro'
import { useState } from 'react'
import { toast, toastActionFailed, type WayForward } from '@/components/toast'
import { NetworkCode } from '@/contract/network.codes'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { networkListsChanged } from './lists-changed'

/** A call refused for want of the user's business card offers the card form. */
export const makeCardFirst: WayForward = {
  code: NetworkCode.cardRequired,
  label: 'network.card.makeFirst',
  go: () => navigate('mypageCard'),
}

/**
 * A button's server call: one at a time, a visitor sent to log in first, the server's refusal toasted (or, when the
 * call needs a card, said with a way to the card form), a success toasted and followed by `after` (and the lists that
 * may show it asked again when next opened). `busy` names the call running, so only its button spins; `press` binds
 * a button to one call.
 */
export function useAction() {
  const t = useT()
  const stores = useStores()
  const { user } = stores
  const [busy, setBusy] = useState<string | null>(null)
  const run = async <R>(name: string, call: () => Promise<R>, done?: MessageKey, after?: (result: R) => unknown) => {
    if (busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('network.loginFirst'), icon: 'none' }).catch(() => undefined)
      void navigate('login')
      return
    }
    setBusy(name)
    try {
      const result = await call()
      networkListsChanged(stores)
      if (done) toast(t(done), 'success')
      await after?.(result)
    } catch (error) {
      toastActionFailed(error, t, [makeCardFirst])
    } finally {
      setBusy(null)
    }
  }
  /** A button's props for one call: it spins while that call runs and starts it when pressed. */
  const press = <R>(name: string, call: () => Promise<R>, done?: MessageKey, after?: (result: R) => unknown) => ({
    loading: busy === name,
    onClick: () => void run(name, call, done, after),
  })
  return { busy, run, press }
}
