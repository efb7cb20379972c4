import { SAVED_AT_HEADER } from '@/platform/offline/caches'
import { noteAnswer } from '@/platform/offline/saved-copy'
import type { Transport } from './client'

function withQuery(url: string, data: object | undefined): string {
  const entries = Object.entries(data ?? {}).map(([key, value]): [string, string] => [key, String(value)])
  if (entries.length === 0) return url
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(entries).toString()}`
}

/**
 * The browser's fetch as the client's transport on H5: what Taro.request does there, without the fetch, abort and
 * JSONP polyfills it would add to the first load. GET data goes in the query, other methods send it as JSON; an HTTP
 * error status still carries the server's envelope; the request is aborted when its timeout passes.
 */
export const fetchTransport: Transport = async (req) => {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), req.timeout)
  try {
    const get = req.method === 'GET'
    const res = await fetch(get ? withQuery(req.url, req.data) : req.url, {
      method: req.method,
      headers: req.header,
      body: get || req.data === undefined ? undefined : JSON.stringify(req.data),
      signal: abort.signal,
    })
    // The service worker marks an answer it kept from before: the page then says what it shows is a saved copy.
    noteAnswer(res.headers.get(SAVED_AT_HEADER))
    return { statusCode: res.status, data: await res.json().catch(() => undefined) }
  } finally {
    clearTimeout(timer)
  }
}
