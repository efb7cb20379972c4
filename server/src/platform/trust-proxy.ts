import { isIP } from 'node:net'

/** Which proxies may name the client in X-Forwarded-For: addresses or CIDR ranges; none by default. */
export type TrustProxy = string[] | false

/**
 * TRUST_PROXY: the trusted proxies, comma separated ("127.0.0.1,10.0.0.0/8"). Unset, no forwarded header is
 * believed, so nobody can pick the address a per-address limit counts.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim()
  if (!text) return false
  const proxies = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const proxy of proxies) {
    const [address, bits] = proxy.split('/')
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`TRUST_PROXY must list addresses or CIDR ranges, got "${proxy}"`)
    }
  }
  return proxies
}
