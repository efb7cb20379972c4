export interface ShareSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}
