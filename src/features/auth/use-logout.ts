import Taro from '@tarojs/taro'
import { useCallback } from 'react'
import { toastActionFailed } from '@/components/toast'
import type { MessageKey } from '@/i18n'
import { useStores, useT } from '@/stores/context'
import type { UserStore } from '@/stores/user-store'

/**
 * Asks first, then runs the logout; resolves true once logged out, false when cancelled or it failed (said in a
 * toast, in the server's words when it gave some).
 */
function useConfirmedLogout(
  confirmKey: MessageKey,
  doneKey: MessageKey,
  run: (user: UserStore) => Promise<void>,
): () => Promise<boolean> {
  const t = useT()
  const { user } = useStores()
  return useCallback(async () => {
    const { confirm } = await Taro.showModal({
      content: t(confirmKey),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return false
    try {
      await run(user)
    } catch (error) {
      toastActionFailed(error, t, [], 'account.settings.saveFailed')
      return false
    }
    void Taro.showToast({ title: t(doneKey), icon: 'none' })
    return true
  }, [t, user, confirmKey, doneKey, run])
}

const logoutHere = (user: UserStore) => user.logout()
const logoutEverywhere = (user: UserStore) => user.logoutEverywhere()

/** Logout as every page offers it: ends this session on the server and clears it locally. */
export const useLogout = () => useConfirmedLogout('account.my.logoutConfirm', 'account.my.loggedOut', logoutHere)

/** Sign out of all devices: ends every session of the account, this one included. */
export const useLogoutEverywhere = () =>
  useConfirmedLogout('account.settings.logoutAllConfirm', 'account.settings.loggedOutAll', logoutEverywhere)
