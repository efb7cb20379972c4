// Writes a .br (brotli, best quality) and a .gz (gzip level 9) beside every compressible file of the H5 build, so
// the server sends them as they are instead of compressing each request. Run: node scripts/compress-h5.mjs [dir].
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

/** Compresses every text file of `dir` of at least 1 KB; answers each one's path and its three sizes. */
export async function compressH5(dir = H5_DIR) {
  const queue = await filesUnder(dir)
  const written = []
  // zlib compresses on libuv's thread pool: one file per core at a time keeps every core busy.
  await Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const sizes = await compressFile(file)
        if (sizes) written.push({ file: path.relative(dir, file), ...sizes })
      }
    }),
  )
  return written.sort((a, b) => a.file.localeCompare(b.file))
}

/** Writes `file.br` and `file.gz` for a compressible file; answers the three sizes, or null for a file left alone. */
async function compressFile(file) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return null
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return { bytes: content.length, br: br.length, gz: gz.length }
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
