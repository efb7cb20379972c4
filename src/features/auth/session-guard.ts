import { parseLanguage } from '../../i18n'
import type { RootStore } from '../../stores/root-store'

/** A stored token is rechecked this long after start (seed 001 section 9). */
export const STORED_TOKEN_RECHECK_MS = 200

export interface SessionGuardDeps {
  stores: RootStore
  schedule: (fn: () => void, ms: number) => void
  /** Removes the given query keys from the visible address. */
  stripFromAddress: (keys: string[]) => void
}

/**
 * The login-token guard of seed 001 section 4, run once with the landing page's query:
 * a token in the address is saved, hidden from the address and validated; an empty one logs out;
 * a stored token is rechecked after 200 ms; channel, envVersion, areaId and X-Access-Lang are applied.
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
      user.setToken(query.token)
      validate()
    } else {
      user.clear()
    }
  } else if (user.token) {
    deps.schedule(validate, STORED_TOKEN_RECHECK_MS)
  }
}
