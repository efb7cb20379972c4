import path from 'node:path'
import type { FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { routeShells } from './app-shell'
import { firstScreens } from './first-screen'

/** Paths that belong to the API: unknown paths under them get the JSON 404, never index.html. */
const API_ROOTS = [
  '/user-central',
  '/merchants-client',
  '/common-client',
  '/static/img',
  '/static/files',
  '/static/video',
  '/health',
]

const isApiPath = (path: string) => API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`))

// A name the build gave a content hash (app.79dd47f3.js, 1347.6fdc733f.css): a new build gives new content a new name.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i
// The text formats scripts/compress-h5.mjs may have written a .br and a .gz beside.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/i

/** How long a file of the build may be kept: hashed names for a year, index.html never unchecked, others an hour. */
export function cacheControlOf(file: string): string {
  const name = file.replace(/\.(br|gz)$/, '')
  // The service worker too: browsers look for a new one at every start, and a new build's must be found at once.
  if (name.endsWith('.html') || path.basename(name) === 'sw.js') return 'no-cache'
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Serves the H5 build with the .br or .gz copy the client accepts (npm run build:h5 writes them) and the caching of
 * cacheControlOf; index.html is never cached unchecked so a new build shows up at once.
 */
export function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    // "/" goes to the page-route fallback too, so it gets the home page's preloads.
    allowedPath: (pathName) => pathName !== '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlOf(filePath))
      if (COMPRESSIBLE.test(filePath.replace(/\.(br|gz)$/, ''))) res.setHeader('Vary', 'Accept-Encoding')
    },
  }
}

/**
 * History-mode fallback: a GET or HEAD for a page route (not an API path, no file extension) answers index.html
 * (compressed like any file of the build; with the route's first files preloaded when the build lists them), so
 * /projectList?id=1 opens the app; an entry page comes with its first screen drawn (first-screen.ts). Answers false
 * when the request is not one.
 */
export function appShellSender(root: string, app: FastifyInstance) {
  const sendRouteShell = routeShells(root, firstScreens(root, app))
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const path = request.url.split('?')[0]
    if (isApiPath(path) || /\.[a-z0-9]+$/i.test(path)) return false
    if (sendRouteShell) await sendRouteShell(request, reply, path)
    else await reply.sendFile('index.html')
    return true
  }
}
