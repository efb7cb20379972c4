import type { Surface } from '@/platform/environment'

/** Repeated login prompts within this window are ignored (seed 001 section 9). */
export const LOGIN_GUARD_MS = 2000
/** In a mini program the page history is reset this long after the login page opens. */
export const HISTORY_RESET_MS = 1500

/**
 * How the mini program opens its login page: in place of the page that asked, so that leaving the login returns to
 * the page before it (what the web view's step back after HISTORY_RESET_MS leaves; a mini program cannot drop a page
 * under the top one later). A tab page, or the only page, stays under the login instead.
 */
export function miniProgramLoginOpening(pagesOpen: number, askerIsTab: boolean): 'redirectTo' | 'navigateTo' {
  return pagesOpen > 1 && !askerIsTab ? 'redirectTo' : 'navigateTo'
}

export interface LoginOpeners {
  /** The mini program's own login page, given the URL to come back to. */
  miniProgram(returnUrl: string): void
  /** The native app's SMS login through the bridge. */
  nativeApp(returnUrl: string): void
  /** Our H5 login page in a plain or WeChat browser. */
  browser(returnUrl: string): void
  /** Drops the page that asked for login from the mini program's history. */
  resetHistory(): void
}

export interface LoginRedirectDeps {
  surface: () => Surface
  currentUrl: () => string
  openers: LoginOpeners
  schedule: (fn: () => void, ms: number) => void
}

/** Handles the server's `30000` (not logged in) answer by opening the right login for the surface. */
export function createLoginRedirect(deps: LoginRedirectDeps): () => void {
  let guarded = false
  return () => {
    if (guarded) return
    guarded = true
    deps.schedule(() => (guarded = false), LOGIN_GUARD_MS)
    const surface = deps.surface()
    const returnUrl = deps.currentUrl()
    if (surface === 'weapp' || surface === 'miniprogram-webview') {
      deps.openers.miniProgram(returnUrl)
      deps.schedule(deps.openers.resetHistory, HISTORY_RESET_MS)
    } else if (surface === 'android-app' || surface === 'ios-app') {
      deps.openers.nativeApp(returnUrl)
    } else {
      deps.openers.browser(returnUrl)
    }
  }
}
