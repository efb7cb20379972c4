import { post, USER } from './endpoint'
import type { OpenTagSignature, QrCode, QrCodeBody, SharedPage, ShareSignature, SignedPage } from './share'

/** Mini program codes and the JS-SDK signatures of pages shared from WeChat's browser. */
export const applet = {
  /** A mini program code of a page; `url`, its H5 address, is what a local stand-in encodes. */
  qrCode: post<QrCode, QrCodeBody>(USER, 'applet/qrCode', { access: 'public' }),
  shareSign: post<ShareSignature, SignedPage>(USER, 'applet/shareSign', { access: 'public' }),
  /** The signature with the open tag that launches the mini program from WeChat's browser. */
  shareYunZhanSign: post<OpenTagSignature, SignedPage>(USER, 'applet/shareYunZhanSign', { access: 'public' }),
}

/** Share tracking: recorded for anyone; a signed-in sharer's share also earns the daily share points. */
export const shares = {
  /** A tap on share, as the mini program reports it. */
  click: post<null, SharedPage>(USER, 'share/clickHandler', { access: 'optional' }),
  /** A completed share, as H5 reports it. */
  done: post<null, SharedPage>(USER, 'share/shareHandler', { access: 'optional' }),
}
