import helmet from '@fastify/helmet'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The WeChat JS-SDK, which WeChat's browser pages load for the share card. */
const WECHAT_SDK = 'https://res.wx.qq.com'

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
 * Helmet's headers with a Content-Security-Policy the H5 build runs under (no inline script; inline styles, which
 * Taro and NutUI set on elements), framing limited to the app's origins, nosniff, and `Cache-Control: no-store`
 * on every answer that may carry personal data.
 */
export const securityHeaders = fp<{ appOrigins: string[] }>(async (app, { appOrigins }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WECHAT_SDK],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // blob: the files a form picked, read back by the H5 upload before they are sent.
        connectSrc: ["'self'", 'blob:'],
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
})
