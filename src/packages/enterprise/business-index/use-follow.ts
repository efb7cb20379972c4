import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { navigate } from '../../../routes/navigate'
import { ContentType } from '../../../services/api/common.dto'
import { isApiError } from '../../../services/http/errors'
import { useStores, useT } from '../../../stores/context'

/** Follow state of an enterprise, starting from what its detail said; toggled with userFollowData/add. */
export function useFollow(enterpriseId: number | undefined, initial: boolean) {
  const { api, user } = useStores()
  const t = useT()
  const [followed, setFollowed] = useState(initial)
  const [busy, setBusy] = useState(false)

  useEffect(() => setFollowed(initial), [enterpriseId, initial])

  const toggle = async () => {
    if (!enterpriseId || busy) return
    if (!user.loggedIn) {
      void Taro.showToast({ title: t('enterprise.followLoginFirst'), icon: 'none' })
      void navigate('login')
      return
    }
    setBusy(true)
    try {
      const state = await api.user.follow(enterpriseId, ContentType.enterprise)
      setFollowed(state.followed)
      void Taro.showToast({ title: t(state.followed ? 'enterprise.followedToast' : 'enterprise.unfollowedToast'), icon: 'none' })
    } catch (error) {
      const message = isApiError(error) && error.msg ? error.msg : t('error.operationFailed')
      void Taro.showToast({ title: message, icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return { followed, busy, toggle }
}
