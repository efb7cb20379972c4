// Writes a .br (brotli) and a .gz (gzip level 9) beside every compressible file of the H5 build, so the server sends
// them as they are instead of compressing each request. Run: node scripts/compress-h5.mjs [dir].
import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const H5_DIR = fileURLToPath(new URL('../dist/h5', import.meta.url))
// Text formats only: images, fonts, media and the .br/.gz files themselves are already compressed.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/i
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : []
    }),
  )
  return nested.flat()
}

/** The files index.html loads before any page: what the first screen waits for. */
async function firstLoad(dir) {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => '')
  const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => path.join(dir, m[1]))
  return new Set([path.join(dir, 'index.html'), ...assets])
}

/** Compresses every text file of `dir` of at least 1 KB; answers each one's path and its three sizes. */
export async function compressH5(dir = H5_DIR) {
  const queue = await filesUnder(dir)
  const first = await firstLoad(dir)
  // Page chunks often repeat one another's styles byte for byte: each content is compressed once.
  const compressed = new Map()
  const written = []
  // zlib compresses on libuv's thread pool: one file per core at a time keeps every core busy.
  await Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue
        const content = await readFile(file)
        const key = createHash('sha1').update(content).digest('hex')
        if (!compressed.has(key)) compressed.set(key, compress(content, first.has(file)))
        const { br, gz } = await compressed.get(key)
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        written.push({ file: path.relative(dir, file), bytes: content.length, br: br.length, gz: gz.length })
      }
    }),
  )
  return written.sort((a, b) => a.file.localeCompare(b.file))
}

/**
 * Brotli and gzip copies of one content. Brotli's best quality takes about 2.5 times as long as the next one for 2%
 * fewer bytes: it is spent on the first load, which every visit waits for, not on page chunks loaded later.
 */
async function compress(content, isFirstLoad) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: isFirstLoad ? constants.BROTLI_MAX_QUALITY : 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gz }
}

async function main(dir) {
  const written = await compressH5(dir)
  const total = (key) => written.reduce((sum, entry) => sum + entry[key], 0)
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
  console.log(
    `Compressed ${written.length} files of ${dir}: ${kb(total('bytes'))} -> brotli ${kb(total('br'))}, gzip ${kb(total('gz'))}`,
  )
}

// Run as a script (not imported, as the server tests do): no top-level await, so a CommonJS test can load it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(path.resolve(process.argv[2] ?? H5_DIR)).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
