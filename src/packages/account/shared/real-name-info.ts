import { useRequest } from '@/components/use-request'
import { useStores } from '@/stores/context'

/** The signed-in user's real-name state; null for a visitor, who is asked to log in rather than sent away by 30000. */
export function useRealNameInfo() {
  const { api, app, user } = useStores()
  return useRequest(
    () => (user.loggedIn ? api.account.realNameInfo() : Promise.resolve(null)),
    [app.language, user.loggedIn],
  )
}
