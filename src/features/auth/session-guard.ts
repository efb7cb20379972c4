import type { UserProfile } from '@/contract/account'
import { parseLanguage } from '@/i18n'
import { currentSurface, type Surface } from '@/platform/environment'
import { requestNativeToken } from '@/platform/native-bridge'
import type { RootStore } from '@/stores/root-store'

/** A stored token is rechecked this long after start (seed 001 section 9). */
export const STORED_TOKEN_RECHECK_MS = 200
/** A token restored from the iOS shell is rechecked this long after it is restored (seed 001 section 4). */
export const NATIVE_TOKEN_RECHECK_MS = 500

export interface SessionGuardDeps {
  stores: RootStore
  schedule: (fn: () => void, ms: number) => void
  /** Removes the given query keys from the visible address. */
  stripFromAddress: (keys: string[]) => void
  /** Where the page runs; only the iOS app webview restores a native token. Defaults to the real surface. */
  surface?: () => Surface
  /** The iOS shell's saved token, or ''. Defaults to the native bridge. */
  nativeToken?: () => Promise<string>
  /** Tells the person which account is now in use after an address token replaced another account's session. */
  announceSwitch: (now: UserProfile) => void
}

/**
 * The login-token guard of seed 001 section 4, run once with the landing page's query:
 * a token in the address is saved, hidden from the address and validated; an empty one logs out; when it
 * belongs to another account than the one signed in, the switch is announced rather than silent;
 * in the iOS app a token saved by the shell is restored and rechecked after 500 ms; otherwise a stored token is
 * rechecked after 200 ms; channel, envVersion, areaId and X-Access-Lang are applied.
 */
export function runSessionGuard(query: Record<string, string | undefined>, deps: SessionGuardDeps): void {
  const { app, user, area } = deps.stores
  const language = parseLanguage(query['X-Access-Lang'])
  if (language) app.setLanguage(language)
  if (query.channel) app.setChannel(query.channel)
  if (query.envVersion) app.setEnvVersion(query.envVersion)
  const areaId = Number(query.areaId)
  if (Number.isInteger(areaId) && areaId > 0) area.setCityId(areaId)

  const validate = () => void user.validate().catch(() => undefined)
  if (query.token !== undefined) {
    deps.stripFromAddress(['token'])
    if (query.token) {
      const before = user.token && user.token !== query.token ? { id: user.profile?.id } : null
      user.setToken(query.token)
      void user
        .validate()
        .then((valid) => {
          if (valid && before && user.profile && user.profile.id !== before.id) deps.announceSwitch(user.profile)
        })
        .catch(() => undefined)
    } else {
      user.clear()
    }
  } else if ((deps.surface ?? currentSurface)() === 'ios-app') {
    void restoreNativeToken(deps, validate)
  } else if (user.token) {
    deps.schedule(validate, STORED_TOKEN_RECHECK_MS)
  }
}

/** The shell's token replaces the stored one; without one the stored token gets the usual 200 ms recheck. */
async function restoreNativeToken(deps: SessionGuardDeps, validate: () => void): Promise<void> {
  const { user } = deps.stores
  const token = await (deps.nativeToken ?? requestNativeToken)().catch(() => '')
  if (token) {
    user.setToken(token)
    deps.schedule(validate, NATIVE_TOKEN_RECHECK_MS)
  } else if (user.token) {
    deps.schedule(validate, STORED_TOKEN_RECHECK_MS)
  }
}
