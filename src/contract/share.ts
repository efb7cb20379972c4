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
