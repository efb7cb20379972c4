import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The build's index.html with a route's first files named in its head, in each encoding, made once per route. */
interface Shell {
  plain: string
  br: Buffer
  gzip: Buffer
}

const preloadTag = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" href="${file}" as="style">`
    : `<link rel="preload" href="${file}" as="script">`

/**
 * index.html answering a page route with `<link rel="preload">` for the files that route's page loads first
 * (route-chunks.json, written by the H5 build): the browser fetches them while the entry script still loads,
 * instead of after it runs. Null when the build has no such list (the plain file is sent then).
 */
export function routeShells(
  root: string,
): ((request: FastifyRequest, reply: FastifyReply, path: string) => void) | null {
  const listFile = join(root, 'route-chunks.json')
  if (!existsSync(listFile)) return null
  const index = readFileSync(join(root, 'index.html'), 'utf8')
  const filesOf = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>
  const shells = new Map<string, Shell>()
  const shellOf = (path: string): Shell => {
    // "/" opens the first page, the home page.
    const files = filesOf[path === '/' ? '/home' : path] ?? []
    const key = files.join(',')
    let shell = shells.get(key)
    if (!shell) {
      const plain = index.replace('</head>', `${files.map(preloadTag).join('')}</head>`)
      shell = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) }
      shells.set(key, shell)
    }
    return shell
  }
  return (request, reply, path) => {
    const shell = shellOf(path)
    const accepts = String(request.headers['accept-encoding'] ?? '')
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
    if (/\bbr\b/.test(accepts)) reply.header('Content-Encoding', 'br').send(shell.br)
    else if (/\bgzip\b/.test(accepts)) reply.header('Content-Encoding', 'gzip').send(shell.gzip)
    else reply.send(shell.plain)
  }
}
