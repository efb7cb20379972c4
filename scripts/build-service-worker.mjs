// Bundles the H5 app's service worker (src/platform/offline/service-worker.ts) into dist/h5/sw.js with what it
// precaches: the shell (index.html), the entry's scripts and styles, and the files of the pages a visitor needs at the
// fair without a network (route-chunks.json, written by the H5 build). Run after the H5 build, before compressing it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const H5 = path.join(ROOT, 'dist', 'h5')
/** The pages kept for the venue: the badge, the agenda, and the tabs a visitor starts from. */
const VENUE_PAGES = ['/electronic-card', '/mypage-schedule', '/home', '/my']
/** The API's services (src/contract/endpoint.ts). */
const API_PREFIXES = ['/common-client', '/merchants-client', '/user-central', '/collectible']

const shell = readFileSync(path.join(H5, 'index.html'), 'utf8')
const routeFiles = JSON.parse(readFileSync(path.join(H5, 'route-chunks.json'), 'utf8'))
const missing = VENUE_PAGES.filter((page) => !routeFiles[page])
if (missing.length > 0) throw new Error(`route-chunks.json has no files for ${missing.join(', ')}`)

const entry = [...shell.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map(([, url]) => url)
const files = [...new Set([...entry, ...VENUE_PAGES.flatMap((page) => routeFiles[page])])]
const precache = [
  { url: '/index.html', revision: createHash('sha256').update(shell).digest('hex').slice(0, 16) },
  // Named by their content: the name is the revision.
  ...files.map((url) => ({ url, revision: null })),
]

await build({
  entryPoints: [path.join(ROOT, 'src', 'platform', 'offline', 'service-worker.ts')],
  outfile: path.join(H5, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2019',
  minify: true,
  define: {
    PRECACHE: JSON.stringify(precache),
    API_PREFIXES: JSON.stringify(API_PREFIXES),
    'process.env.NODE_ENV': '"production"',
  },
})
console.log(`Service worker: dist/h5/sw.js, ${precache.length} files precached`)
