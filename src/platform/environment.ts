/** Where the code runs; decides how login, share and the native shell are reached. */
export type Surface = 'weapp' | 'miniprogram-webview' | 'android-app' | 'ios-app' | 'wechat-browser' | 'browser'

/** The native app marks its webview's user agent with this token. */
export const APP_USER_AGENT_MARK = 'FairApp'

/** Classifies an H5 user agent; `miniProgramFlag` is WeChat's `window.__wxjs_environment`. */
export function surfaceOf(userAgent: string, miniProgramFlag?: string): Exclude<Surface, 'weapp'> {
  if (miniProgramFlag === 'miniprogram' || /miniProgram/i.test(userAgent)) return 'miniprogram-webview'
  if (userAgent.includes(APP_USER_AGENT_MARK)) return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios-app' : 'android-app'
  if (/MicroMessenger/i.test(userAgent)) return 'wechat-browser'
  return 'browser'
}

// While the server draws a page's first screen (src/platform/first-screen/draw.tsx) there is no browser to ask: the
// drawing names the visitor's surface here.
let drawnFor: Exclude<Surface, 'weapp'> = 'browser'

/** The surface a first screen is being drawn for, on the server. */
export function drawFor(surface: Exclude<Surface, 'weapp'>): void {
  drawnFor = surface
}

export function currentSurface(): Surface {
  if (process.env.TARO_ENV === 'weapp') return 'weapp'
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return drawnFor
  const flag = (window as unknown as { __wxjs_environment?: string }).__wxjs_environment
  return surfaceOf(navigator.userAgent, flag)
}

export function isNativeApp(surface: Surface = currentSurface()): boolean {
  return surface === 'android-app' || surface === 'ios-app'
}
