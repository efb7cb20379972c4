import { Type, type Static } from '@sinclair/typebox'

export const ShareSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Number(),
  nonceStr: Type.String(),
  signature: Type.String(),
})
export type ShareSignature = Static<typeof ShareSignature>
