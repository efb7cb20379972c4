import { useEffect } from 'react'
import { useReadAgainOnShow } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import { realName } from '@/contract/account.endpoints'
import { useStores } from '@/stores/context'

/**
 * The signed-in user's real-name state; not asked for a visitor, who is asked to log in rather than sent away by
 * 30000. Asked again when the page is shown again (a review may have decided meanwhile), and a state the profile does
 * not know yet is taken into it, so the my page and the registration forms say the same.
 */
export function useRealNameInfo() {
  const { user } = useStores()
  const info = useReadAgainOnShow(useEndpoint(realName.info, undefined, { enabled: user.loggedIn }))
  const status = info.data?.status
  const known = user.profile?.realNameStatus
  useEffect(() => {
    if (status !== undefined && known !== undefined && status !== known) void user.validate().catch(() => undefined)
  }, [status, known, user])
  return info
}
