import type { ServiceBase } from './types'

export type Profile = 'local' | 'test' | 'production'

export interface EnvConfig {
  profile: Profile
  /** Base addresses per service; '' means the page's own origin (H5 served by the reference server). */
  bases: Record<ServiceBase, string>
}

/** Request timeout in ms (seed 001 section 9). */
export const REQUEST_TIMEOUT_MS = 15000

// The weapp has no origin of its own, so the local profile points it at the reference server on this machine.
const LOCAL_API = process.env.TARO_ENV === 'h5' ? '' : 'http://127.0.0.1:8080'

function parseProfile(value: string | undefined): Profile {
  return value === 'test' || value === 'production' ? value : 'local'
}

/**
 * Picks the base addresses for the build's profile. Test and production hosts come from
 * TARO_APP_API_BASE / TARO_APP_COLLECTIBLE_BASE in `.env.<mode>` files, never from code.
 */
export function resolveEnv(
  profileName = process.env.TARO_APP_PROFILE,
  apiBase = process.env.TARO_APP_API_BASE,
  collectibleBase = process.env.TARO_APP_COLLECTIBLE_BASE,
): EnvConfig {
  const profile = parseProfile(profileName)
  const api = apiBase || (profile === 'local' ? LOCAL_API : '')
  return {
    profile,
    bases: { api, collectible: collectibleBase || `${api}/collectible` },
  }
}
