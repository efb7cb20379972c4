import { savedCopy } from '@/platform/offline/saved-copy'
import { createHttpClient, type Transport } from './client'
import { ApiError } from './errors'
import { fetchTransport } from './fetch-transport'
import { taroTransport } from './taro-transport'
import { expectTimeoutAt15s } from './testing/timeout'

/**
 * The H5 transports with `fetch` replaced: the browser's fetch (what H5 uses) and Taro.request over Taro's H5
 * runtime (what jest maps @tarojs/taro to), held to one contract: what reaches the network and how failures come
 * out of the client.
 */

interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: string
  signal?: AbortSignal
}

const fetchMock = jest.fn<Promise<unknown>, [string, FetchInit]>()
const realFetch = global.fetch

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  global.fetch = realFetch
  jest.useRealTimers()
})

function jsonResponse(status: number, body: unknown) {
  return {
    status,
    headers: new Map([['content-type', 'application/json']]),
    json: async () => body,
  }
}

/** A fetch that never answers and rejects the way browsers do when its signal aborts. */
function hangingFetch(_url: string, init: FetchInit) {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')))
  })
}

function client(transport: Transport) {
  const loading = { show: jest.fn(), hide: jest.fn() }
  const http = createHttpClient({
    env: { profile: 'test', bases: { api: 'https://api.fair.test', collectible: 'https://nft.fair.test' } },
    transport,
    fileTransport: jest.fn(),
    loading,
    getToken: () => 'tok-1',
    getLang: () => 'en',
    onUnauthorized: jest.fn(),
    onLoginRequired: jest.fn(),
  })
  return { http, loading }
}

describe.each([
  ['fetchTransport', fetchTransport],
  ['taroTransport', taroTransport],
])('%s (H5)', (_name, transport) => {
  it('POSTs the JSON body with the headers and returns status and parsed data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: [1] }))
    const res = await transport({
      url: 'https://api.fair.test/merchants-client/project/list',
      method: 'POST',
      data: { pageNum: 1 },
      header: { lang: 'zh', accesstoken: 'tok-1', 'content-type': 'application/json' },
      timeout: 15000,
    })
    expect(res).toEqual({ statusCode: 200, data: { code: 200, msg: 'ok', data: [1] } })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('https://api.fair.test/merchants-client/project/list')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body!)).toEqual({ pageNum: 1 })
    expect(init.headers).toMatchObject({ lang: 'zh', accesstoken: 'tok-1' })
  })

  it('puts GET data in the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: null }))
    await transport({
      url: 'https://api.fair.test/search',
      method: 'GET',
      data: { keyword: 'park' },
      header: {},
      timeout: 15000,
    })
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.fair.test/search?keyword=park')
  })

  it('resolves an HTTP error status with its envelope, so the client can react to the code', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 401, msg: 'expired', data: null }))
    const res = await transport({ url: 'https://api.fair.test/a', method: 'GET', header: {}, timeout: 15000 })
    expect(res).toEqual({ statusCode: 401, data: { code: 401, msg: 'expired', data: null } })
  })

  it("through the client, a failed fetch rejects with kind 'network' and clears the loading indicator", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { http, loading } = client(transport)
    const error = await http.request('/a').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('network')
    expect(loading.hide).toHaveBeenCalledTimes(1)
  })

  it("through the client, no answer within 15 s rejects with kind 'timeout' and clears the loading indicator", async () => {
    jest.useFakeTimers()
    fetchMock.mockImplementation(hangingFetch)
    const { http, loading } = client(transport)
    await expectTimeoutAt15s(http, loading)
  })
})

describe('fetchTransport', () => {
  it('notes an answer the service worker kept from before, until the network answers again', async () => {
    const saved = {
      status: 200,
      headers: new Map([['x-saved-at', '1757390400000']]),
      json: async () => ({ code: 200 }),
    }
    fetchMock.mockResolvedValueOnce(saved).mockResolvedValueOnce(jsonResponse(200, { code: 200 }))
    await fetchTransport({ url: 'https://api.fair.test/a', method: 'GET', header: {}, timeout: 15000 })
    expect(savedCopy.get()).toBe(1757390400000)
    await fetchTransport({ url: 'https://api.fair.test/a', method: 'GET', header: {}, timeout: 15000 })
    expect(savedCopy.get()).toBeNull()
  })

  it('adds GET data to a query the address already has, and reads a body that is not JSON as no data', async () => {
    fetchMock.mockResolvedValue({
      status: 502,
      headers: new Map(),
      json: async () => Promise.reject(new SyntaxError('Unexpected <')),
    })
    const res = await fetchTransport({
      url: 'https://api.fair.test/a?x=1',
      method: 'GET',
      data: { pageNum: 2 },
      header: {},
      timeout: 15000,
    })
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.fair.test/a?x=1&pageNum=2')
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined()
    expect(res).toEqual({ statusCode: 502, data: undefined })
  })
})
