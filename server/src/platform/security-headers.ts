import helmet from '@fastify/helmet'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { START_SCRIPT_HASH } from './app-shell'

/** The WeChat JS-SDK, which WeChat's browser pages load for the share card. */
const WECHAT_SDK = 'https://res.wx.qq.com'

/**
 * Tencent's JavaScript API GL, which /investmentMap draws with on H5 when the build has a map key: its loader and
 * scripts, its tile and style data, and the workers it starts from blobs.
 */
export const TENCENT_MAP = {
  script: ['https://map.qq.com', 'https://*.map.qq.com', 'https://mapapi.qq.com', 'https://*.gtimg.com'],
  connect: ['https://*.map.qq.com', 'https://mapapi.qq.com', 'https://*.gtimg.com', 'https://*.qpic.cn'],
}

/**
 * APP_ORIGINS: the other origins allowed to frame the app (comma separated, e.g. the app shell's own web pages);
 * the app's own origin always may.
 */
export function appOriginsFromEnv(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`APP_ORIGINS must list origins such as https://app.example.com, got "${origin}"`)
  }
  return origins
}

/** Calls whose answers are about the caller: never kept by a browser or a shared cache, never given an ETag. */
export const isPersonal = (request: FastifyRequest) =>
  request.headers.accesstoken !== undefined ||
  request.headers.authorization !== undefined ||
  request.url.startsWith('/user-central/') ||
  request.url.startsWith('/collectible/')

/**
 * Helmet's headers with a Content-Security-Policy the H5 build runs under (no inline script but a drawn page's start;
 * inline styles, which
 * Taro and NutUI set on elements), framing limited to the app's origins, nosniff, and `Cache-Control: no-store`
 * on every answer that may carry personal data.
 */
export const securityHeaders = fp<{ appOrigins: string[]; tencentMap: boolean }>(
  async (app, { appOrigins, tencentMap }) => {
    const map = tencentMap ? TENCENT_MAP : { script: [], connect: [] }
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script: a drawn page's start, named by its hash.
          scriptSrc: ["'self'", START_SCRIPT_HASH, WECHAT_SDK, ...map.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // blob: the files a form picked, read back by the H5 upload before they are sent.
          connectSrc: ["'self'", 'blob:', ...map.connect],
          ...(tencentMap && { workerSrc: ["'self'", 'blob:'] }),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'", ...appOrigins],
        },
      },
      // frame-ancestors decides framing; X-Frame-Options cannot name other origins.
      frameguard: false,
      // The app's images are also shown by the mini program and in share cards from other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    })
    app.addHook('onSend', async (request, reply, payload) => {
      if (isPersonal(request)) reply.header('cache-control', 'no-store')
      return payload
    })
  },
)
