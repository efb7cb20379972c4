import { createHttpClient, type FileTransport, type HttpClientDeps, type Transport } from './client'
import { REQUEST_TIMEOUT_MS, type EnvConfig } from './env'
import { ApiError, isApiError } from './errors'
import { expectTimeoutAt15s } from './testing/timeout'
import { deferred } from '../../../tests/unit/deferred'

type TransportRequest = Parameters<Transport>[0]
type TransportResponse = Awaited<ReturnType<Transport>>

const env: EnvConfig = {
  profile: 'test',
  bases: { api: 'https://api.fair.test', collectible: 'https://nft.fair.test' },
}

const ok = <T>(data: T, code: number | string = 200, msg = 'ok'): TransportResponse => ({
  statusCode: 200,
  data: { code, msg, data },
})

function setup(overrides: Partial<HttpClientDeps> = {}) {
  const state = { token: undefined as string | undefined, lang: 'zh' as 'en' | 'zh' }
  const transport = jest.fn<Promise<TransportResponse>, [TransportRequest]>().mockResolvedValue(ok(null))
  const fileTransport = jest
    .fn<Promise<TransportResponse>, [Parameters<FileTransport>[0]]>()
    .mockResolvedValue(ok(null))
  const loading = { show: jest.fn(), hide: jest.fn() }
  const onUnauthorized = jest.fn()
  const onLoginRequired = jest.fn()
  const http = createHttpClient({
    env,
    transport,
    fileTransport,
    loading,
    getToken: () => state.token,
    getLang: () => state.lang,
    onUnauthorized,
    onLoginRequired,
    ...overrides,
  })
  const lastRequest = () => transport.mock.calls[transport.mock.calls.length - 1][0]
  return { http, transport, fileTransport, loading, onUnauthorized, onLoginRequired, state, lastRequest }
}

/** The rejection of a promise, asserted to be an ApiError. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('http client', () => {
  describe('request shape', () => {
    it('sends method, data and a 15 s timeout to the api base plus the path', async () => {
      const { http, lastRequest } = setup()
      await http.request('/merchants-client/project/list', { method: 'POST', data: { pageNum: 1 } })
      expect(lastRequest()).toMatchObject({
        url: 'https://api.fair.test/merchants-client/project/list',
        method: 'POST',
        data: { pageNum: 1 },
        timeout: 15000,
      })
      expect(REQUEST_TIMEOUT_MS).toBe(15000)
    })

    it('leaves out undefined and null fields instead of sending them as text', async () => {
      const { http, lastRequest } = setup()
      await http.request('/common-client/home/projectDetail', {
        data: { id: 3, type: undefined, keyword: null, pageNum: 0 },
      })
      expect(lastRequest().data).toEqual({ id: 3, pageNum: 0 })
    })

    it('defaults to GET', async () => {
      const { http, lastRequest } = setup()
      await http.request('/common-client/home/baseConfig')
      expect(lastRequest().method).toBe('GET')
    })

    it('sends collectible calls to the collectible base', async () => {
      const { http, lastRequest } = setup()
      await http.request('/getUserTaskInfo', { method: 'POST', base: 'collectible' })
      expect(lastRequest().url).toBe('https://nft.fair.test/getUserTaskInfo')
    })
  })

  describe('headers', () => {
    it("sends lang 'zh' or 'en' as the client reports it at the time of each call", async () => {
      const { http, state, lastRequest } = setup()
      await http.request('/a')
      expect(lastRequest().header.lang).toBe('zh')
      state.lang = 'en'
      await http.request('/a')
      expect(lastRequest().header.lang).toBe('en')
    })

    it('sends no accesstoken header without a stored token', async () => {
      const { http, state, lastRequest } = setup()
      await http.request('/a')
      expect(lastRequest().header).not.toHaveProperty('accesstoken')
      state.token = ''
      await http.request('/a')
      expect(lastRequest().header).not.toHaveProperty('accesstoken')
    })

    it('sends the stored token as the accesstoken header, read at the time of each call', async () => {
      const { http, state, lastRequest } = setup()
      state.token = 'tok-1'
      await http.request('/a')
      expect(lastRequest().header.accesstoken).toBe('tok-1')
      state.token = 'tok-2'
      await http.request('/a')
      expect(lastRequest().header.accesstoken).toBe('tok-2')
    })
  })

  describe('loading indicator', () => {
    it('is shown before the call goes out and hidden once it answers', async () => {
      const { http, transport, loading } = setup()
      transport.mockImplementation(async () => {
        expect(loading.show).toHaveBeenCalledTimes(1)
        expect(loading.hide).not.toHaveBeenCalled()
        return ok(1)
      })
      await http.request('/a')
      expect(transport).toHaveBeenCalledTimes(1)
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })

    it('is not shown by a call that opts out with loading: false', async () => {
      const { http, loading } = setup()
      await http.request('/a', { loading: false })
      await http.requestEnvelope('/a', { loading: false })
      expect(loading.show).not.toHaveBeenCalled()
      expect(loading.hide).not.toHaveBeenCalled()
    })

    it('is shown once for concurrent calls and hidden only after the last one settles', async () => {
      const { http, transport, loading } = setup()
      const first = deferred<TransportResponse>()
      const second = deferred<TransportResponse>()
      transport.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
      const a = http.request('/a')
      const b = http.request('/b')
      expect(loading.show).toHaveBeenCalledTimes(1)

      first.resolve(ok('a'))
      await expect(a).resolves.toBe('a')
      expect(loading.hide).not.toHaveBeenCalled()

      second.resolve(ok('b'))
      await expect(b).resolves.toBe('b')
      expect(loading.hide).toHaveBeenCalledTimes(1)
      expect(loading.show).toHaveBeenCalledTimes(1)
    })

    it('a quiet call running alongside does not hide it early', async () => {
      const { http, transport, loading } = setup()
      const blocking = deferred<TransportResponse>()
      transport.mockReturnValueOnce(blocking.promise).mockResolvedValueOnce(ok('quiet'))
      const a = http.request('/a')
      await http.request('/quiet', { loading: false })
      expect(loading.hide).not.toHaveBeenCalled()
      blocking.resolve(ok('a'))
      await a
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })

    it('is shown again by a call made after the previous ones finished', async () => {
      const { http, loading } = setup()
      await http.request('/a')
      await http.request('/b')
      expect(loading.show).toHaveBeenCalledTimes(2)
      expect(loading.hide).toHaveBeenCalledTimes(2)
    })

    it('is hidden after a call that fails on the network, even while another is pending elsewhere finishes later', async () => {
      const { http, transport, loading } = setup()
      const slow = deferred<TransportResponse>()
      transport.mockRejectedValueOnce({ errMsg: 'request:fail' }).mockReturnValueOnce(slow.promise)
      const failing = http.request('/a')
      const pending = http.request('/b')
      await rejection(failing)
      expect(loading.hide).not.toHaveBeenCalled()
      slow.resolve(ok(null))
      await pending
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })

    it('is hidden after a server error code', async () => {
      const { http, transport, loading } = setup()
      transport.mockResolvedValue(ok(null, 500, 'boom'))
      await rejection(http.request('/a'))
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })
  })

  describe('envelope', () => {
    it('resolves with data of a code 200 answer', async () => {
      const { http, transport } = setup()
      transport.mockResolvedValue(ok({ id: 3, name: 'Park' }))
      await expect(http.request('/a')).resolves.toEqual({ id: 3, name: 'Park' })
    })

    it("accepts the code written as the string '200'", async () => {
      const { http, transport } = setup()
      transport.mockResolvedValue(ok('yes', '200'))
      await expect(http.request('/a')).resolves.toBe('yes')
    })

    it('resolves with null data of a code 200 answer (a profile call with no data)', async () => {
      const { http, transport } = setup()
      transport.mockResolvedValue(ok(null))
      await expect(http.request('/a')).resolves.toBeNull()
    })

    it('rejects any other code with the body: an ApiError carrying code, msg and data', async () => {
      const { http, transport, onUnauthorized, onLoginRequired } = setup()
      transport.mockResolvedValue(ok({ field: 'phone' }, 400, 'bad phone'))
      const error = await rejection(http.request('/a'))
      expect(error.kind).toBe('server')
      expect(error.code).toBe(400)
      expect(error.msg).toBe('bad phone')
      expect(error.data).toEqual({ field: 'phone' })
      expect(error.message).toBe('bad phone')
      expect(isApiError(error)).toBe(true)
      expect(onUnauthorized).not.toHaveBeenCalled()
      expect(onLoginRequired).not.toHaveBeenCalled()
    })

    it.each([
      [401, 'token expired', 'unauthorized', 'onUnauthorized', 'onLoginRequired'],
      [30000, 'not logged in', 'login-required', 'onLoginRequired', 'onUnauthorized'],
    ] as const)('on code %i (%s) rejects as %s and calls %s once', async (code, msg, kind, called, notCalled) => {
      const hooks = setup()
      hooks.transport.mockResolvedValue(ok(null, code, msg))
      const error = await rejection(hooks.http.request('/a'))
      expect(error.kind).toBe(kind)
      expect(error.code).toBe(code)
      expect(error.msg).toBe(msg)
      expect(hooks[called]).toHaveBeenCalledTimes(1)
      expect(hooks[notCalled]).not.toHaveBeenCalled()
    })

    it.each([
      [30000, 'onLoginRequired'],
      [401, 'onUnauthorized'],
    ] as const)('tells the hook of code %i which token the refused request carried', async (code, hook) => {
      const hooks = setup()
      hooks.state.token = 'tok-1'
      hooks.transport.mockResolvedValue(ok(null, code, 'refused'))
      await rejection(hooks.http.request('/a'))
      expect(hooks[hook]).toHaveBeenCalledWith('tok-1')
    })

    it('rejects an answer that is not an envelope', async () => {
      const { http, transport, loading } = setup()
      transport.mockResolvedValue({ statusCode: 502, data: '<html>Bad gateway</html>' })
      const error = await rejection(http.request('/a'))
      expect(error.kind).toBe('bad-data')
      expect(error.code).toBe(502)
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })
  })

  describe('requestEnvelope', () => {
    it('resolves with the whole envelope whatever its code', async () => {
      const { http, transport } = setup()
      transport.mockResolvedValueOnce(ok({ a: 1 }, 200, 'ok'))
      await expect(http.requestEnvelope('/a')).resolves.toEqual({ code: 200, msg: 'ok', data: { a: 1 } })
      transport.mockResolvedValueOnce(ok(null, 500, 'task over'))
      await expect(http.requestEnvelope('/a')).resolves.toEqual({ code: 500, msg: 'task over', data: null })
    })

    it('still rejects a network failure', async () => {
      const { http, transport } = setup()
      transport.mockRejectedValue({ errMsg: 'request:fail' })
      expect((await rejection(http.requestEnvelope('/a'))).kind).toBe('network')
    })
  })

  describe('network failure and timeout', () => {
    it("rejects a network failure with kind 'network' and clears the loading indicator", async () => {
      const { http, transport, loading } = setup()
      transport.mockRejectedValue({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' })
      const error = await rejection(http.request('/a'))
      expect(error.kind).toBe('network')
      expect(loading.show).toHaveBeenCalledTimes(1)
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })

    it("rejects a thrown Error (fetch's TypeError) with kind 'network'", async () => {
      const { http, transport } = setup()
      transport.mockRejectedValue(new TypeError('Failed to fetch'))
      expect((await rejection(http.request('/a'))).kind).toBe('network')
    })

    it("rejects an aborted fetch (how Taro's H5 request ends a timeout) with kind 'timeout'", async () => {
      const { http, transport, loading } = setup()
      transport.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'))
      expect((await rejection(http.request('/a'))).kind).toBe('timeout')
      expect(loading.hide).toHaveBeenCalledTimes(1)
    })

    describe('with fake timers', () => {
      beforeEach(() => jest.useFakeTimers())
      afterEach(() => jest.useRealTimers())

      it("rejects with kind 'timeout' when the transport gives up after the 15 s it was given", async () => {
        // Behaves like Taro.request: it fails with 'request:fail timeout' once the requested timeout elapses.
        const { http, transport, loading } = setup()
        transport.mockImplementation(
          (req) =>
            new Promise((_, reject) => setTimeout(() => reject({ errMsg: 'request:fail timeout' }), req.timeout)),
        )
        await expectTimeoutAt15s(http, loading)
      })
    })
  })

  describe('a file', () => {
    it('goes as a multipart form with the token and language, without a JSON content type, and answers its envelope', async () => {
      const { http, transport, fileTransport, state } = setup()
      state.token = 'tok-9'
      fileTransport.mockResolvedValue(ok({ url: '/files/a.png' }))
      const answer = await http.request('/merchants-client/common/oss/getImageUrl', {
        method: 'POST',
        file: { path: 'blob:http://app/1' },
      })
      expect(answer).toEqual({ url: '/files/a.png' })
      expect(transport).not.toHaveBeenCalled()
      expect(fileTransport).toHaveBeenCalledWith({
        url: 'https://api.fair.test/merchants-client/common/oss/getImageUrl',
        filePath: 'blob:http://app/1',
        field: 'file',
        header: { lang: 'zh', accesstoken: 'tok-9' },
        timeout: REQUEST_TIMEOUT_MS,
      })
    })

    it("rejects the server's refusal of a file like any other", async () => {
      const { http, fileTransport } = setup()
      fileTransport.mockResolvedValue(ok(null, 400, '只能上传图片或视频'))
      const error = await rejection(http.request('/upload', { method: 'POST', file: { path: 'wxfile://tmp/1.png' } }))
      expect([error.kind, error.message]).toEqual(['server', '只能上传图片或视频'])
    })
  })
})
