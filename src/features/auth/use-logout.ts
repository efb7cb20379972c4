import Taro from '@tarojs/taro'
import { useCallback } from 'react'
import { useStores, useT } from '../../stores/context'

/**
 * Logout as every page offers it: asks first, then ends the session on the server and clears it locally.
 * Resolves true once logged out, false when the user cancelled.
 */
export function useLogout(): () => Promise<boolean> {
  const t = useT()
  const { user } = useStores()
  return useCallback(async () => {
    const { confirm } = await Taro.showModal({
      content: t('my.logoutConfirm'),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return false
    await user.logout()
    void Taro.showToast({ title: t('my.loggedOut'), icon: 'none' })
    return true
  }, [t, user])
}
