import { createHash } from 'node:crypto'
import { ApiError } from '../platform/envelope'
import { runModeOf, type RunMode } from '../platform/mode'

/** The part of code2session's answer the server keeps; session_key is deliberately not part of it. */
export interface MiniProgramIdentity {
  openid: string
  /** '' when WeChat sends none. */
  unionid: string
}

/** The WeChat server calls of the mini program login; the app secret and session_key stay inside it. */
export interface MiniProgramClient {
  /** Exchanges a `Taro.login()` code (code2session); rejects a bad or used code with `wechatRefused`. */
  codeToSession(code: string): Promise<MiniProgramIdentity>
  /** The mobile of a `getPhoneNumber` button's code (getuserphonenumber), 11 digits without the country code. */
  phoneNumber(code: string): Promise<string>
  /** Whether WeChat itself vouches for the phone numbers: only then may a binding join an existing phone account. */
  readonly verifiesPhones: boolean
}

/** WeChat refused a code (errcode 40029 invalid, 40163 used, 45011 too frequent...): the caller's 400. */
const refused = () => new ApiError(400, 400, 'account.login.wechatRefused')

type Fetch = (
  url: string,
  init?: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ json(): Promise<unknown> }>

const API = 'https://api.weixin.qq.com'
/** An access token is reused until this long before WeChat's expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000

/** The real client: code2session, and getuserphonenumber with a cached access token (WeChat's documented calls). */
export function wechatMiniProgramClient(
  appId: string,
  secret: string,
  fetchJson: Fetch = fetch,
  now: () => number = Date.now,
): MiniProgramClient {
  const credentials = `appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`
  let cached: { token: string; until: number } | undefined

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.until) return cached.token
    const answer = (await (
      await fetchJson(`${API}/cgi-bin/token?grant_type=client_credential&${credentials}`)
    ).json()) as {
      access_token?: string
      expires_in?: number
      errcode?: number
    }
    if (!answer.access_token) throw new Error(`WeChat access token refused (errcode ${answer.errcode ?? 'unknown'})`)
    cached = { token: answer.access_token, until: now() + (answer.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS }
    return cached.token
  }

  return {
    verifiesPhones: true,
    async codeToSession(code) {
      const url = `${API}/sns/jscode2session?${credentials}&js_code=${encodeURIComponent(code)}&grant_type=authorization_code`
      // session_key is read past and dropped here: it is never returned, stored or logged.
      const answer = (await (await fetchJson(url)).json()) as { openid?: string; unionid?: string; errcode?: number }
      if (!answer.openid) throw refused()
      return { openid: answer.openid, unionid: answer.unionid ?? '' }
    },
    async phoneNumber(code) {
      const url = `${API}/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(await accessToken())}`
      const answer = (await (
        await fetchJson(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        })
      ).json()) as { errcode?: number; phone_info?: { purePhoneNumber?: string } }
      const phone = answer.phone_info?.purePhoneNumber
      if (answer.errcode || !phone) throw refused()
      return phone
    },
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Local mode only (no app secret), so the WeChat login can be tried in the developer tools and tests:
 * the openid is `local-` + the first 28 hex digits of sha256 over the code's first 16 characters, so the same
 * code (or a code with the same prefix) always means the same user. The phone is the demo user's for a code
 * starting with "demo", otherwise 139 + 8 digits taken from sha256 of the code. Its numbers are the caller's word,
 * so it never vouches for them.
 */
export const localMiniProgramClient: MiniProgramClient = {
  verifiesPhones: false,
  async codeToSession(code) {
    return { openid: `local-${digest(code.slice(0, 16)).slice(0, 28)}`, unionid: '' }
  },
  async phoneNumber(code) {
    if (code.startsWith('demo')) return '13800138000'
    return `139${(BigInt(`0x${digest(code).slice(0, 15)}`) % 100_000_000n).toString().padStart(8, '0')}`
  },
}

const notConfigured = async (): Promise<never> => {
  throw new ApiError(503, 503, 'account.login.wechatNotConfigured')
}

/** Production without WECHAT_MINI_APP_ID / SECRET: every call answers "not configured". */
export const unconfiguredMiniProgramClient: MiniProgramClient = {
  verifiesPhones: false,
  codeToSession: notConfigured,
  phoneNumber: notConfigured,
}

/** The real client with WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET; otherwise the stand-in locally, and none in production. */
export function miniProgramClientFromEnv(env: NodeJS.ProcessEnv, mode: RunMode = runModeOf(env)): MiniProgramClient {
  const { WECHAT_MINI_APP_ID: appId, WECHAT_MINI_APP_SECRET: secret } = env
  if (appId && secret) return wechatMiniProgramClient(appId, secret)
  return mode === 'local' ? localMiniProgramClient : unconfiguredMiniProgramClient
}
