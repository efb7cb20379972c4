/** Removes the `token` query parameter from a URL before it is logged. */
export function stripTokenQuery(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair.split('=')[0] !== 'token')
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q)
}
