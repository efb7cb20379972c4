import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { navigate } from '../../../routes/navigate'
import { isApiError } from '../../../services/http/errors'
import { useStores, useT } from '../../../stores/context'

/** Follow state of one speaker, starting from what the server said; signed-out users are sent to log in. */
export function useFollow(targetId: number | undefined, targetType: number, initial: boolean) {
  const { api, user } = useStores()
  const t = useT()
  const [followed, setFollowed] = useState(initial)
  const [busy, setBusy] = useState(false)
  useEffect(() => setFollowed(initial), [initial])

  const toggle = async () => {
    if (!targetId || busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('speaker.loginFirst'), icon: 'none' })
      void navigate('login')
      return
    }
    setBusy(true)
    try {
      const state = await api.user.follow(targetId, targetType)
      setFollowed(state.followed)
      void Taro.showToast({ title: t(state.followed ? 'speaker.followed' : 'speaker.unfollowed'), icon: 'none' })
    } catch (error) {
      void Taro.showToast({ title: isApiError(error) && error.msg ? error.msg : t('error.operationFailed'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  return { followed, busy, toggle }
}
