import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { navigate } from '../../routes/navigate'
import { isApiError } from '../../services/http/errors'
import { useStores, useT } from '../../stores/context'

/** Collect state of one piece of content: read with checkCollect when logged in, toggled with unify/collect. */
export function useCollect(contentId: number | undefined, contentType: number) {
  const { api, user } = useStores()
  const t = useT()
  const [collected, setCollected] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setCollected(false)
    if (!contentId || !user.loggedIn) return
    let live = true
    api.user
      .checkCollect({ contentId, contentType })
      .then((state) => live && setCollected(state.collected))
      .catch(() => undefined)
    return () => void (live = false)
  }, [api, contentId, contentType, user.loggedIn])

  const toggle = async () => {
    if (!contentId || busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('collect.loginFirst'), icon: 'none' })
      void navigate('login')
      return
    }
    setBusy(true)
    try {
      const state = await api.user.collect({ contentId, contentType })
      setCollected(state.collected)
      void Taro.showToast({ title: t(state.collected ? 'collect.addedToast' : 'collect.removedToast'), icon: 'none' })
    } catch (error) {
      const message = isApiError(error) && error.msg ? error.msg : t('error.operationFailed')
      void Taro.showToast({ title: message, icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return { collected, busy, toggle }
}
