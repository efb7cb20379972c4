import type { Envelope } from '@/contract/common'
import { ResponseCode } from '@/contract/common.codes'
import { REQUEST_TIMEOUT_MS, type EnvConfig } from './env'
import { ApiError } from './errors'
import type { HttpClient, HttpMethod, RequestOptions } from './types'

/** What the client needs from the platform's request function (Taro.request in the app, a fake in tests). */
export interface Transport {
  (req: {
    url: string
    method: HttpMethod
    data?: object
    header: Record<string, string>
    timeout: number
  }): Promise<{ statusCode: number; data: unknown }>
}

/** What the client needs to send a file as a multipart form (Taro.uploadFile in the mini program, fetch on H5). */
export interface FileTransport {
  (req: {
    url: string
    filePath: string
    field: string
    fileName?: string
    header: Record<string, string>
    timeout: number
  }): Promise<{ statusCode: number; data: unknown }>
}

/** A counted blocking indicator: shown by the first call that wants it, hidden after the last. */
export interface LoadingIndicator {
  show(): void
  hide(): void
}

export interface HttpClientDeps {
  env: EnvConfig
  transport: Transport
  /** Sends a request's `file`. */
  fileTransport: FileTransport
  loading: LoadingIndicator
  getToken(): string | undefined
  /** The `lang` header: 'en' for en-us, otherwise 'zh'. */
  getLang(): 'en' | 'zh'
  /** Code 401 to a request that carried `sent`: the session is gone; log out and reload. */
  onUnauthorized(sent: string | undefined): void
  /** Code 30000 to a request that carried `sent` (the token, if any): open the login page for this platform. */
  onLoginRequired(sent: string | undefined): void
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value
}

/** Drops undefined and null fields, which Taro would otherwise send as the text "undefined". */
function definedFields(data: object | undefined): object | undefined {
  if (!data || Array.isArray(data)) return data
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null))
}

function isTimeout(error: unknown): boolean {
  const text = String((error as { errMsg?: string; message?: string })?.errMsg ?? (error as Error)?.message ?? '')
  return (error as Error)?.name === 'AbortError' || /timeout/i.test(text) // Taro H5 aborts fetch on timeout
}

/** The one HTTP client of the app: headers, timeout, loading indicator and envelope handling (seed 001 sections 7, 8). */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  let pending = 0

  function startLoading(wanted: boolean): () => void {
    if (!wanted) return () => undefined
    if (pending++ === 0) deps.loading.show()
    let done = false
    return () => {
      if (done) return
      done = true
      if (--pending === 0) deps.loading.hide()
    }
  }

  async function send<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const { file } = options
    // A file goes as a multipart form, whose boundary the platform writes into the content type.
    const header: Record<string, string> = {
      lang: deps.getLang(),
      ...(!file && { 'content-type': 'application/json' }),
    }
    const token = deps.getToken()
    if (token) header.accesstoken = token
    const url = `${deps.env.bases[options.base ?? 'api']}${path}`
    const stopLoading = startLoading(options.loading ?? true)
    try {
      const res = file
        ? await deps.fileTransport({
            url,
            filePath: file.path,
            field: file.field ?? 'file',
            header,
            timeout: REQUEST_TIMEOUT_MS,
          })
        : await deps.transport({
            url,
            method: options.method ?? 'GET',
            data: definedFields(options.data),
            header,
            timeout: REQUEST_TIMEOUT_MS,
          })
      if (!isEnvelope(res.data)) throw new ApiError('bad-data', { code: res.statusCode })
      return res.data as Envelope<T>
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw new ApiError(isTimeout(error) ? 'timeout' : 'network')
    } finally {
      stopLoading()
    }
  }

  return {
    requestEnvelope: send,

    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const sent = deps.getToken()
      const body = await send<T>(path, options)
      if (Number(body.code) === ResponseCode.ok) return body.data
      if (Number(body.code) === ResponseCode.unauthorized) {
        deps.onUnauthorized(sent)
        throw new ApiError('unauthorized', body)
      }
      if (Number(body.code) === ResponseCode.loginRequired) {
        deps.onLoginRequired(sent)
        throw new ApiError('login-required', body)
      }
      throw new ApiError('server', body)
    },
  }
}
