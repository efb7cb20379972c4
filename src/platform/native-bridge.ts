import { currentSurface, isNativeApp } from './environment'

/** The calls the native Android / iOS shell understands (seed 000 sections 2 and 7). */
export interface NativeMessages {
  /** The shell calls `window[callback]()` once the user has completed the share. */
  share: { title: string; desc?: string; image?: string; url: string; callback: string }
  back: Record<string, never>
  navColor: { color: string }
  map: { latitude: number; longitude: number; name: string; address?: string }
  imChat: { userId: string; name?: string }
  login: { redirect: string }
  regionChange: { areaId: number; name: string }
  search: { keyword?: string; scope?: string }
  /** Asks the iOS shell for the token it saved; it answers by calling `window[callback](token)`. */
  savedToken: { callback: string }
}

interface AndroidBridge {
  postMessage(json: string): void
}
interface IosHandlers {
  messageHandlers?: { FairNative?: { postMessage(message: unknown): void } }
}

/** Sends a message to the native shell; does nothing (and returns false) outside the app webview. */
export function callNative<K extends keyof NativeMessages>(action: K, payload: NativeMessages[K]): boolean {
  const surface = currentSurface()
  if (!isNativeApp(surface) || typeof window === 'undefined') return false
  const w = window as unknown as { FairNative?: AndroidBridge; webkit?: IosHandlers }
  if (surface === 'android-app' && w.FairNative) {
    w.FairNative.postMessage(JSON.stringify({ action, payload }))
    return true
  }
  const ios = w.webkit?.messageHandlers?.FairNative
  if (surface === 'ios-app' && ios) {
    ios.postMessage({ action, payload })
    return true
  }
  return false
}

/** The global the shell calls when a share it was handed has been completed. */
export const NATIVE_SHARE_DONE_CALLBACK = '__fairShareDone'

/** The global the iOS shell calls with its saved token. */
export const NATIVE_TOKEN_CALLBACK = '__fairNativeToken'
/** How long the shell gets to answer before the page goes on without a native token. */
export const NATIVE_TOKEN_WAIT_MS = 300

/** The token the iOS shell saved at its own login, or '' (other surfaces, no token, no answer in time). */
export function requestNativeToken(): Promise<string> {
  if (currentSurface() !== 'ios-app' || typeof window === 'undefined') return Promise.resolve('')
  const w = window as unknown as Record<string, ((token?: string) => void) | undefined>
  return new Promise((resolve) => {
    const finish = (token?: string) => {
      w[NATIVE_TOKEN_CALLBACK] = undefined
      clearTimeout(timer)
      resolve(typeof token === 'string' ? token.trim() : '')
    }
    const timer = setTimeout(() => finish(), NATIVE_TOKEN_WAIT_MS)
    w[NATIVE_TOKEN_CALLBACK] = finish
    if (!callNative('savedToken', { callback: NATIVE_TOKEN_CALLBACK })) finish()
  })
}
