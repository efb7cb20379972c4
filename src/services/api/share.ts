import type { QrCodeBody } from '@/contract/share'
import { applet, shares } from '@/contract/share.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Mini program codes, JS-SDK signatures and share tracking. */
export function createShareApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    appletQrCode: (body: QrCodeBody) => call(applet.qrCode, body, true),
    shareSign: (url: string) => call(applet.shareSign, { url }),
    shareYunZhanSign: (url: string) => call(applet.shareYunZhanSign, { url }),
    shareClick: (url: string) => call(shares.click, { url }),
    shareDone: (url: string) => call(shares.done, { url }),
  }
}
