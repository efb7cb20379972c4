import { useEffect, useState } from 'react'
import type { UserSetting } from '@/contract/account'
import { navigate } from '@/routes/navigate'
import { useStores } from '@/stores/context'

/** The signed-in user's settings, undefined until read; read again when the user logs in from the page. */
export function useUserSetting() {
  const { api, user } = useStores()
  const [setting, setSetting] = useState<UserSetting>()
  useEffect(() => {
    if (!user.loggedIn) return
    api.account
      .userSetting()
      .then(setSetting)
      .catch(() => undefined)
  }, [api, user.loggedIn])
  return [setting, setSetting] as const
}

/** A form guard for the account's own settings: a visitor is sent to log in instead of submitting. */
export function useSignedInGuard() {
  const { user } = useStores()
  return () => {
    if (!user.loggedIn) void navigate('login')
    return user.loggedIn
  }
}
