import { watchNetwork as watchBrowser } from './network-status.h5'
import { watchNetwork as watchMiniProgram } from './network-status.weapp'

/**
 * Calls back when the network comes or goes. The build picks network-status.h5.ts or network-status.weapp.ts
 * instead of this file; this one serves tests, choosing by TARO_ENV at run time.
 */
export function watchNetwork(onChange: (online: boolean) => void): () => void {
  return process.env.TARO_ENV === 'h5' ? watchBrowser(onChange) : watchMiniProgram(onChange)
}
