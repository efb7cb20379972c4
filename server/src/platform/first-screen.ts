import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export type ScreenLanguage = 'zh-cn' | 'en-us'

/** A request as the app's http client makes it, and the answer it expects. */
type Send = (request: {
  url: string
  method: string
  data?: object
  header: Record<string, string>
}) => Promise<{ statusCode: number; data: unknown }>

/** The app's drawing of its entry pages, bundled for Node by scripts/build-first-screen.mjs. */
interface Drawing {
  FIRST_SCREEN_PATHS: Record<string, string>
  FIRST_SCREEN_STYLE: string
  /** The kind of browser a user agent is (WeChat's, the native app's...): pages differ between them. */
  surfaceOf(userAgent: string): string
  drawFirstScreen(
    path: string,
    params: Record<string, string>,
    language: ScreenLanguage,
    send: Send,
    userAgent: string,
  ): Promise<{ html: string; data: unknown } | null>
}

export interface FirstScreen {
  /** The page's markup, escaped by React as it rendered it. */
  html: string
  /** The style that lays it out over the app (a style element's text). */
  style: string
  /** The answers it was drawn with, as JSON that is safe inside a script element. */
  data: string
}

/** How long a drawing is sent again before it is drawn anew: the app's own cache keeps answers fresh as long. */
const FRESH_MS = 30_000
/** Drawings kept at most (one per page, address, language and kind of browser), the oldest dropped first. */
const KEPT = 300
/** A drawing that takes longer is not waited for: the page is sent without it and the drawing kept for the next. */
const WAIT_MS = 500

// `</script>` or a line separator in an answer must not end the script element or break the JSON.
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The language a first screen is drawn in: the landing address's X-Access-Lang, else the app's cookie, else Chinese. */
export function screenLanguage(request: FastifyRequest): ScreenLanguage {
  const asked = (request.query as Record<string, unknown>)['X-Access-Lang']
  const chosen = typeof asked === 'string' ? asked : /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1]
  return /^en([-_]|$)/i.test(chosen ?? '') ? 'en-us' : 'zh-cn'
}

/**
 * The first screens of the app's entry pages, drawn by the app's own components with the answers of this server's
 * API as a guest sees them in the visitor's kind of browser, kept for FRESH_MS. Null when the build beside `root` has no drawing (an API-only server,
 * an older build).
 */
export function firstScreens(
  root: string,
  app: FastifyInstance,
):
  | ((
      path: string,
      query: Record<string, string>,
      language: ScreenLanguage,
      userAgent: string,
    ) => Promise<FirstScreen | null>)
  | null {
  const bundle = join(root, '..', 'h5-server', 'first-screen.cjs')
  if (!existsSync(bundle)) return null
  const drawing = createRequire(import.meta.url)(bundle) as Drawing
  const send: Send = async ({ url, method, data, header }) => {
    const get = method.toUpperCase() === 'GET'
    const answer = await app.inject({
      method: method.toUpperCase() as 'GET' | 'POST',
      url,
      headers: header,
      ...(get
        ? { query: Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [key, String(value)])) }
        : { payload: data ?? {} }),
    })
    return { statusCode: answer.statusCode, data: answer.json() }
  }
  const kept = new Map<string, { at: number; drawn: Promise<FirstScreen | null> }>()
  const draw = async (path: string, query: Record<string, string>, language: ScreenLanguage, userAgent: string) => {
    const result = await drawing.drawFirstScreen(path, query, language, send, userAgent)
    return (
      result && { html: result.html, style: drawing.FIRST_SCREEN_STYLE, data: scriptSafe(JSON.stringify(result.data)) }
    )
  }
  return async (path, query, language, userAgent) => {
    if (!drawing.FIRST_SCREEN_PATHS[path]) return null
    const key = `${language} ${drawing.surfaceOf(userAgent)} ${path}?${new URLSearchParams(query).toString()}`
    let entry = kept.get(key)
    if (!entry || Date.now() - entry.at > FRESH_MS) {
      entry = { at: Date.now(), drawn: draw(path, query, language, userAgent).catch(() => null) }
      kept.delete(key)
      kept.set(key, entry)
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
    }
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WAIT_MS)))
    try {
      return await Promise.race([entry.drawn, late])
    } finally {
      clearTimeout(timer)
    }
  }
}
