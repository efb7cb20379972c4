// Values a query parameter may take; undefined, null and '' are left out of the query.
export type QueryValue = string | number | boolean | undefined | null

// key=value pairs joined by '&' in insertion order, both sides encodeURIComponent-encoded, empty values skipped, no leading '?'.
export function buildQuery(params: Record<string, QueryValue>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function splitPair(part: string): [string, string] {
  const eq = part.indexOf('=')
  return eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
}

// Decodes a query string with or without its leading '?'; '+' reads as a space, malformed escapes keep their raw text, a repeated key keeps its last value.
export function parseQuery(search: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue
    const [key, value] = splitPair(part)
    result[decode(key)] = decode(value)
  }
  return result
}

// Drops the named keys from the query between '?' and '#', leaving other pairs as written and the hash untouched; no '?' is left behind when the query empties.
export function withoutQueryKeys(url: string, keys: string[]): string {
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return url
  const drop = new Set(keys)
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => part !== '' && !drop.has(decode(splitPair(part)[0])))
  const query = kept.length > 0 ? `?${kept.join('&')}` : ''
  return beforeHash.slice(0, queryAt) + query + hash
}
