import type { OpenTagSignature, QrCode, QrCodeBody, SharedPage, ShareSignature, SignedPage } from '@/contract/share'
import { service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Mini program codes, JS-SDK signatures and share tracking. */
export function createShareApi(http: HttpClient) {
  const { post } = service(http, USER)
  return {
    /** A mini program code of a page; `url`, its H5 address, is what a local stand-in encodes. */
    appletQrCode: (body: QrCodeBody) => post<QrCode>('applet/qrCode', body, true),
    shareSign: (url: string) => post<ShareSignature>('applet/shareSign', { url } satisfies SignedPage),
    /** The signature with the open tag that launches the mini program from WeChat's browser. */
    shareYunZhanSign: (url: string) => post<OpenTagSignature>('applet/shareYunZhanSign', { url } satisfies SignedPage),
    shareClick: (url: string) => post<null>('share/clickHandler', { url } satisfies SharedPage),
    shareDone: (url: string) => post<null>('share/shareHandler', { url } satisfies SharedPage),
  }
}
