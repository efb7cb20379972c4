import { Type, type Static } from '@sinclair/typebox'

/** Body of applet/shareSign: a page address of ours, http(s) only, as WeChat signs it. */
export const SignedPage = Type.Object({ url: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' }) })
export type SignedPage = Static<typeof SignedPage>

/** Body of share/clickHandler and share/shareHandler: a shared page, an H5 address or a mini program page path. */
export const SharedPage = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)' }),
})
export type SharedPage = Static<typeof SharedPage>

export const ShareSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Number(),
  nonceStr: Type.String(),
  signature: Type.String(),
})
export type ShareSignature = Static<typeof ShareSignature>

/** applet/qrCode: a mini program code opening a page of the mini program with a scene (WeChat's getwxacodeunlimit). */
export const QrCodeBody = Type.Object({
  page: Type.String({ pattern: '^(pages|packages)/[a-z0-9/-]{1,100}$' }),
  scene: Type.String({ maxLength: 32, pattern: "^[A-Za-z0-9!#$&'()*+,/:;=?@._~-]*$" }),
  /** The same page's H5 address, which a local stand-in encodes instead. */
  url: Type.Optional(Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' })),
})
export type QrCodeBody = Static<typeof QrCodeBody>

export const QrCode = Type.Object({
  /** A data: URL of the picture. */
  image: Type.String(),
  /** A local stand-in: a QR code of the page's H5 address, not a WeChat mini program code. */
  standIn: Type.Boolean(),
})
export type QrCode = Static<typeof QrCode>

/** applet/shareYunZhanSign: the JS-SDK signature with the open tag that launches the mini program from WeChat's browser. */
export const OpenTagSignature = Type.Object({
  ...ShareSignature.properties,
  openTagList: Type.Array(Type.String()),
  /** The mini program's original id (gh_...), the tag's `username`. */
  username: Type.String(),
  standIn: Type.Boolean(),
})
export type OpenTagSignature = Static<typeof OpenTagSignature>
