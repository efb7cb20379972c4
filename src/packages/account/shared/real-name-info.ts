import { useEndpoint } from '@/components/use-endpoint'
import { realName } from '@/contract/account.endpoints'
import { useStores } from '@/stores/context'

/** The signed-in user's real-name state; not asked for a visitor, who is asked to log in rather than sent away by 30000. */
export function useRealNameInfo() {
  const { user } = useStores()
  return useEndpoint(realName.info, undefined, { enabled: user.loggedIn })
}
