import QRCode from 'qrcode'
import { ApiError } from '../platform/envelope'
import { runModeOf, type RunMode } from '../platform/mode'

/** Where mini program codes come from: WeChat's getwxacodeunlimit, or locally a stand-in. */
export interface MiniCodeSource {
  /** A PNG or SVG as a data: URL; `standIn` when it is not WeChat's code. */
  code(page: string, scene: string, fallbackUrl: string | undefined): Promise<{ image: string; standIn: boolean }>
  /** The mini program's original id (gh_...), which the open tag launches. */
  readonly username: string
}

type Fetch = (
  url: string,
  init?: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  headers: { get(name: string): string | null }
  arrayBuffer(): Promise<ArrayBuffer>
  json(): Promise<unknown>
}>

const API = 'https://api.weixin.qq.com'
const TOKEN_MARGIN_MS = 5 * 60_000

/** WeChat's code for a page and scene, with an access token of the mini program's credentials reused until it expires. */
export function wechatMiniCodes(
  appId: string,
  secret: string,
  username: string,
  fetchJson: Fetch = fetch,
): MiniCodeSource {
  let cached: { token: string; until: number } | undefined
  const accessToken = async () => {
    if (cached && Date.now() < cached.until) return cached.token
    const answer = (await (
      await fetchJson(
        `${API}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`,
      )
    ).json()) as { access_token?: string; expires_in?: number }
    if (!answer.access_token) throw new ApiError(502, 502, 'share.qrCodeFailed')
    cached = { token: answer.access_token, until: Date.now() + (answer.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS }
    return cached.token
  }
  return {
    username,
    async code(page, scene) {
      const response = await fetchJson(`${API}/wxa/getwxacodeunlimit?access_token=${await accessToken()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page, scene: scene || '_', check_path: false }),
      })
      // WeChat answers the picture, or JSON with an errcode.
      if (!response.headers.get('content-type')?.startsWith('image/'))
        throw new ApiError(502, 502, 'share.qrCodeFailed')
      const png = Buffer.from(await response.arrayBuffer())
      return { image: `data:image/png;base64,${png.toString('base64')}`, standIn: false }
    },
  }
}

/** Local mode without credentials: a plain QR code of the page's H5 address (or of the page and scene). */
export const localMiniCodes: MiniCodeSource = {
  username: 'gh_local_stand_in',
  async code(page, scene, fallbackUrl) {
    const text = fallbackUrl ?? `${page}?scene=${encodeURIComponent(scene)}`
    const svg = await QRCode.toString(text, { type: 'svg', margin: 1 })
    return { image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, standIn: true }
  },
}

export const unconfiguredMiniCodes: MiniCodeSource = {
  username: '',
  code: async () => {
    throw new ApiError(503, 503, 'share.qrCodeNotConfigured')
  },
}

/** WeChat's codes with WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET and WECHAT_MINI_ORIGINAL_ID; else the stand-in locally, none in production. */
export function miniCodesFromEnv(env: NodeJS.ProcessEnv, mode: RunMode = runModeOf(env)): MiniCodeSource {
  const { WECHAT_MINI_APP_ID: appId, WECHAT_MINI_APP_SECRET: secret, WECHAT_MINI_ORIGINAL_ID: username } = env
  if (appId && secret) return wechatMiniCodes(appId, secret, username ?? '')
  return mode === 'local' ? localMiniCodes : unconfiguredMiniCodes
}
