// Query parameters that carry a credential; matched on the decoded, lower-cased key.
const SECRET_KEYS = new Set(['token', 'accesstoken', 'access_token', 'code', 'ticket'])

const decodedKey = (pair: string) => {
  const key = pair.split('=')[0].replaceAll('+', ' ')
  try {
    return decodeURIComponent(key).trim().toLowerCase()
  } catch {
    // A malformed escape cannot be read, so it cannot be told apart from a secret: drop it too.
    return 'token'
  }
}

/** Removes credential query parameters (`token`, `?%74oken=`, `TOKEN`, `accessToken`, ...) from a URL before it is logged. */
export function stripTokenQuery(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !SECRET_KEYS.has(decodedKey(pair)))
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q)
}
