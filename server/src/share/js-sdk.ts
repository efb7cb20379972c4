import { createHash, randomBytes } from 'node:crypto'
import { ApiError } from '../platform/envelope'
import { runModeOf, type RunMode } from '../platform/mode'

export interface SignatureInput {
  ticket: string
  nonceStr: string
  /** Unix seconds. */
  timestamp: number
  /** The page URL; anything from `#` on is not signed (WeChat's rule). */
  url: string
}

/** WeChat JS-SDK config signature: sha1 over the sorted jsapi_ticket, noncestr, timestamp and url fields. */
export function jsapiSignature({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  const signed = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return createHash('sha1').update(signed).digest('hex')
}

/** Where the jsapi_ticket comes from; it never leaves the server. */
export interface TicketSource {
  ticket(): Promise<string>
}

/** A fixed ticket: local mode, or a ticket managed elsewhere and handed over in the environment. */
export const fixedTicket = (ticket: string): TicketSource => ({ ticket: async () => ticket })

/** WeChat's tickets live 7200 s; one is reused until shortly before it expires, and concurrent callers share one fetch. */
export function cachedTicket(
  fetchTicket: () => Promise<{ ticket: string; expiresIn: number }>,
  now: () => number = Date.now,
): TicketSource {
  const MARGIN_MS = 5 * 60_000
  let cached: { ticket: string; until: number } | undefined
  let pending: Promise<string> | undefined
  return {
    async ticket() {
      if (cached && now() < cached.until) return cached.ticket
      pending ??= fetchTicket()
        .then(({ ticket, expiresIn }) => {
          cached = { ticket, until: now() + expiresIn * 1000 - MARGIN_MS }
          return ticket
        })
        .finally(() => (pending = undefined))
      return pending
    },
  }
}

type Fetch = (url: string) => Promise<{ json(): Promise<unknown> }>

/** Fetches an access token with the app's credentials, then a jsapi_ticket with it (WeChat's two documented calls). */
export function wechatTicketFetcher(appId: string, secret: string, fetchJson: Fetch = fetch) {
  const API = 'https://api.weixin.qq.com/cgi-bin'
  return async () => {
    const token = (await (
      await fetchJson(
        `${API}/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`,
      )
    ).json()) as {
      access_token?: string
      errcode?: number
    }
    if (!token.access_token) throw new Error(`WeChat access token refused (errcode ${token.errcode ?? 'unknown'})`)
    const answer = (await (
      await fetchJson(`${API}/ticket/getticket?access_token=${token.access_token}&type=jsapi`)
    ).json()) as {
      ticket?: string
      expires_in?: number
      errcode?: number
    }
    if (!answer.ticket) throw new Error(`WeChat jsapi_ticket refused (errcode ${answer.errcode ?? 'unknown'})`)
    return { ticket: answer.ticket, expiresIn: answer.expires_in ?? 7200 }
  }
}

export interface JsSdkDeps {
  appId: string
  tickets: TicketSource
  now: () => number
  nonce: () => string
}

/** No JS-SDK credentials in production: signing answers "not configured" (503). */
export const unconfiguredTickets: TicketSource = {
  ticket: async () => {
    throw new ApiError(503, 503, 'share.notConfigured')
  },
}

/**
 * Reads the WeChat settings: real tickets with WECHAT_APP_ID and WECHAT_APP_SECRET; otherwise, locally only, a
 * fixed ticket (WECHAT_JSAPI_TICKET or a made-up one), and in production none.
 */
export function jsSdkDepsFromEnv(env: NodeJS.ProcessEnv, mode: RunMode = runModeOf(env)): JsSdkDeps {
  const appId = env.WECHAT_APP_ID ?? 'local-app-id'
  const tickets =
    env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
      ? cachedTicket(wechatTicketFetcher(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET))
      : mode === 'local'
        ? fixedTicket(env.WECHAT_JSAPI_TICKET ?? 'local-jsapi-ticket')
        : unconfiguredTickets
  return { appId, tickets, now: Date.now, nonce: () => randomBytes(12).toString('hex') }
}

/** The `wx.config` fields for a page URL. */
export async function signPage(deps: JsSdkDeps, url: string) {
  const timestamp = Math.floor(deps.now() / 1000)
  const nonceStr = deps.nonce()
  const signature = jsapiSignature({ ticket: await deps.tickets.ticket(), nonceStr, timestamp, url })
  return { appId: deps.appId, timestamp, nonceStr, signature }
}
