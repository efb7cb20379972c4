import { useEffect } from 'react'
import type { UserProfile } from '@/contract/account'
import { useStores } from '@/stores/context'

/** The signed-in user's profile, asked for once when the session has none yet (a fresh login by link). */
export function useProfile(): UserProfile | null {
  const { user } = useStores()
  useEffect(() => {
    if (user.loggedIn && !user.profile) void user.validate().catch(() => undefined)
  }, [user, user.loggedIn, user.profile])
  return user.profile
}
