import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { screenLanguage, type FirstScreen, type firstScreens } from './first-screen'

/** The build's index.html with a route's first files named in its head, in each encoding, made once per route. */
interface Shell {
  plain: string
  br: Buffer
  gzip: Buffer
}

type FirstScreens = NonNullable<ReturnType<typeof firstScreens>>

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const preloadTag = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" href="${file}" as="style">`
    : `<link rel="preload" href="${file}" as="script">`

/**
 * Starts the app of a drawn page once the drawing is painted: its entry scripts (in order) and its page's first
 * files are asked for then, so the first paint waits on the page's styles alone. A timer stands in for the frame in a
 * hidden tab. The same text every time, so the CSP names it by its hash (START_SCRIPT_HASH).
 */
const START_SCRIPT =
  '(function(s){var started=0;function start(){if(started++)return;' +
  'JSON.parse(s.dataset.preload).forEach(function(u){var l=document.createElement("link");l.rel="preload";' +
  'l.as="script";l.href=u;document.head.appendChild(l)});' +
  'JSON.parse(s.dataset.entry).forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;' +
  'document.head.appendChild(e)})}' +
  'requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,200)})(document.currentScript)'

/** The CSP source that lets START_SCRIPT run (security-headers.ts). */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`

const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g

/** The shell of a drawn page: its styles as stylesheets, its scripts started by START_SCRIPT after the first paint. */
function drawnShell(index: string, files: string[], style: string): string {
  const entry = [...index.matchAll(ENTRY_SCRIPT)].map((match) => match[1])
  const preload = files.filter((file) => !file.endsWith('.css'))
  const styles = files.filter((file) => file.endsWith('.css'))
  const start =
    `<script data-entry='${JSON.stringify(entry)}' data-preload='${JSON.stringify(preload)}'>` +
    `${START_SCRIPT}</script>`
  return (
    index
      // The drawing's style goes first, as the app adds the same rules before its own stylesheets.
      .replace('<title>', `<style>${style}</style><title>`)
      .replace(ENTRY_SCRIPT, '')
      .replace('</head>', `${styles.map((file) => `<link rel="stylesheet" href="${file}">`).join('')}${start}</head>`)
  )
}

/** The shell with the drawn first screen over the app's mount point and its answers beside it (take-over.h5.ts). */
function withFirstScreen(shell: string, screen: FirstScreen, language: string): string {
  return shell
    .replace('<html lang="zh-CN">', `<html lang="${language === 'en-us' ? 'en' : 'zh-CN'}">`)
    .replace(
      '<div id="app"></div>',
      `<div id="first-screen" inert aria-hidden="true">${screen.html}</div>` +
        `<script type="application/json" id="first-data">${screen.data}</script><div id="app"></div>`,
    )
}

function send(request: FastifyRequest, reply: FastifyReply, body: { plain: string; br: Buffer; gzip: Buffer }) {
  const accepts = String(request.headers['accept-encoding'] ?? '')
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie, User-Agent')
    .type('text/html; charset=utf-8')
  if (/\bbr\b/.test(accepts)) reply.header('Content-Encoding', 'br').send(body.br)
  else if (/\bgzip\b/.test(accepts)) reply.header('Content-Encoding', 'gzip').send(body.gzip)
  else reply.send(body.plain)
}

/**
 * index.html answering a page route with `<link rel="preload">` for the files that route's page loads first
 * (route-chunks.json, written by the H5 build): the browser fetches them while the entry script still loads,
 * instead of after it runs. An entry page the app can draw (first-screen.ts) also carries its first screen and the
 * answers it shows. Null when the build has no such list (the plain file is sent then).
 */
export function routeShells(
  root: string,
  draw: FirstScreens | null = null,
): ((request: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>) | null {
  const listFile = join(root, 'route-chunks.json')
  if (!existsSync(listFile)) return null
  const index = readFileSync(join(root, 'index.html'), 'utf8')
  const filesOf = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>
  const shells = new Map<string, Shell>()
  // "/" opens the first page, the home page.
  const routeOf = (path: string) => (path === '/' ? '/home' : path)
  const shellOf = (path: string): Shell => {
    const files = filesOf[routeOf(path)] ?? []
    const key = files.join(',')
    let shell = shells.get(key)
    if (!shell) {
      const plain = index.replace('</head>', `${files.map(preloadTag).join('')}</head>`)
      shell = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) }
      shells.set(key, shell)
    }
    return shell
  }
  return async (request, reply, path) => {
    const language = screenLanguage(request)
    const query = Object.fromEntries(
      Object.entries(request.query as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    const screen = draw && (await draw(routeOf(path), query, language, String(request.headers['user-agent'] ?? '')))
    if (!screen) return send(request, reply, shellOf(path))
    const plain = withFirstScreen(drawnShell(index, filesOf[routeOf(path)] ?? [], screen.style), screen, language)
    const [br, gz] = await Promise.all([
      brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipped(plain, { level: 6 }),
    ])
    send(request, reply, { plain, br, gzip: gz })
  }
}
