import type { SharedPage, ShareSignature, SignedPage } from '@/contract/share'
import { service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Mini program codes, JS-SDK signatures and share tracking. */
export function createShareApi(http: HttpClient) {
  const { post } = service(http, USER)
  return {
    appletQrCode: (page: string, scene: string) => post<{ image: string }>('applet/qrCode', { page, scene }, true),
    shareSign: (url: string) => post<ShareSignature>('applet/shareSign', { url } satisfies SignedPage),
    shareYunZhanSign: (url: string) => post<ShareSignature>('applet/shareYunZhanSign', { url }),
    shareClick: (url: string) => post<null>('share/clickHandler', { url } satisfies SharedPage),
    shareDone: (url: string) => post<null>('share/shareHandler', { url } satisfies SharedPage),
  }
}
