import Taro from '@tarojs/taro'
import { useState } from 'react'
import { toast, toastActionFailed } from '@/components/toast'
import { NetworkCode } from '@/contract/network.codes'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { networkListsChanged } from './lists-changed'

/**
 * A button's server call: one at a time, a visitor sent to log in first, the server's refusal toasted (and the card
 * form opened when the call needs a card), a success toasted and followed by `after` (and the lists that may show it
 * asked again when next opened). `busy` names the call running,
 * so only its button spins; `press` binds a button to one call.
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
      toastActionFailed(error, t)
      if (isApiError(error) && error.code === NetworkCode.cardRequired) void navigate('mypageCard')
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
