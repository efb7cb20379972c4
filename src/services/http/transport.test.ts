import { createHttpClient } from './client'
import { ApiError } from './errors'
import { taroTransport } from './taro-transport'
import { expectTimeoutAt15s } from './testing/timeout'

/**
 * taroTransport over Taro's H5 runtime (what jest maps @tarojs/taro to), with `fetch` replaced:
 * checks what reaches the network and how Taro's H5 failures come out of the client.
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

function client() {
  const loading = { show: jest.fn(), hide: jest.fn() }
  const http = createHttpClient({
    env: { profile: 'test', bases: { api: 'https://api.fair.test', collectible: 'https://nft.fair.test' } },
    transport: taroTransport,
    loading,
    getToken: () => 'tok-1',
    getLang: () => 'en',
    onUnauthorized: jest.fn(),
    onLoginRequired: jest.fn(),
  })
  return { http, loading }
}

describe('taroTransport (H5)', () => {
  it('POSTs the JSON body with the headers and returns status and parsed data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: [1] }))
    const res = await taroTransport({
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
    await taroTransport({
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
    const res = await taroTransport({ url: 'https://api.fair.test/a', method: 'GET', header: {}, timeout: 15000 })
    expect(res).toEqual({ statusCode: 401, data: { code: 401, msg: 'expired', data: null } })
  })

  it("through the client, a failed fetch rejects with kind 'network' and clears the loading indicator", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { http, loading } = client()
    const error = await http.request('/a').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('network')
    expect(loading.hide).toHaveBeenCalledTimes(1)
  })

  it("through the client, no answer within 15 s rejects with kind 'timeout' and clears the loading indicator", async () => {
    jest.useFakeTimers()
    fetchMock.mockImplementation(hangingFetch)
    const { http, loading } = client()
    await expectTimeoutAt15s(http, loading)
  })
})
