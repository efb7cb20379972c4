import type { LoginMethod } from '@/contract/account'
import { routeKeyOf } from '@/routes/derive'
import { ROUTES } from '@/routes/table'

export const LOGIN_METHODS: readonly LoginMethod[] = ['phone', 'email']

/** Where to go once logged in. */
export type AfterLogin = { kind: 'page'; url: string; tab: boolean } | { kind: 'link'; url: string } | { kind: 'back' }

function decodeOnce(value: string): string {
  if (value.startsWith('/')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Reads the `redirect` query: a page module path (`/pages/...`, `/packages/...`, replaced with redirectTo, or
 * switchTab for a tab) or an H5 path such as `/projectDetail?id=3` (opened with openLink). Anything else (empty,
 * another origin, a path the app does not serve, the login page itself) goes back.
 */
export function afterLoginTarget(redirect: string | undefined): AfterLogin {
  const target = decodeOnce((redirect ?? '').trim())
  if (!target.startsWith('/') || target.startsWith('//')) return { kind: 'back' }
  const key = routeKeyOf(target)
  if (!key || key === 'login') return { kind: 'back' }
  if (/^\/(pages|packages)\//.test(target)) {
    const tab = 'tab' in ROUTES[key]
    return { kind: 'page', url: tab ? target.split('?')[0] : target, tab }
  }
  return { kind: 'link', url: target }
}
