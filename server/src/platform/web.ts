import type { FastifyStaticOptions } from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'

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

/** Serves the H5 build; index.html is never cached so a new build shows up at once. */
export function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: true,
    setHeaders(res, filePath) {
      if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache')
    },
  }
}

/**
 * History-mode fallback: a GET or HEAD for a page route (not an API path, no file extension) answers index.html,
 * so /projectList?id=1 opens the app. Returns false when the request is not one.
 */
export function sendAppShell(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0]
  if (isApiPath(path) || /\.[a-z0-9]+$/i.test(path)) return false
  reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  return true
}
