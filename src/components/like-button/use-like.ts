import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { navigate } from '../../routes/navigate'
import type { LikeState } from '../../services/api/user-central.dto'
import { isApiError } from '../../services/http/errors'
import { useStores, useT } from '../../stores/context'

/** Like state of one item: the count for everyone, the user's own like when logged in; toggled with unify/agree. */
export function useLike(contentId: number | undefined, contentType: number) {
  const { api, user } = useStores()
  const t = useT()
  const [state, setState] = useState<LikeState>({ agreed: false, count: 0 })
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setState({ agreed: false, count: 0 })
    if (!contentId) return
    let live = true
    api.user
      .checkAgree({ contentId, contentType })
      .then((next) => live && setState(next))
      .catch(() => undefined)
    return () => void (live = false)
  }, [api, contentId, contentType, user.loggedIn])

  const toggle = async () => {
    if (!contentId || busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('like.loginFirst'), icon: 'none' })
      void navigate('login')
      return
    }
    setBusy(true)
    try {
      setState(await api.user.agree({ contentId, contentType }))
    } catch (error) {
      void Taro.showToast({ title: isApiError(error) && error.msg ? error.msg : t('error.operationFailed'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return { ...state, busy, toggle }
}
