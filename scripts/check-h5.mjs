// Keeps the H5 first load small: the JS and CSS that index.html loads before any page chunk, gzipped. It is Taro's
// runtime, router and tab bar, React and the app config's route list; everything else (stores, strings, NutUI, the
// built-in components a page uses) comes with the first page. Measured 104.8 KB with all 260 pages (each costs
// about 80 bytes: Taro's route list names its page's chunks, and webpack's runtime the hash of every chunk); the bare
// Taro + NutUI + MobX reference (../shared/bench/bare-taro-h5) loads 94.6 KB before its page.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT } from './lib/h5-build.mjs'

const OUT = path.join(ROOT, 'dist', 'h5')
const BUDGET_GZIP_BYTES = 110 * 1024

const html = readFileSync(path.join(OUT, 'index.html'), 'utf8')
const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1])
let total = 0
for (const asset of assets) {
  const bytes = gzipSync(readFileSync(path.join(OUT, asset))).length
  total += bytes
  console.log(`${asset.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`)
}
console.log(
  `${'first load'.padEnd(48)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip (budget ${BUDGET_GZIP_BYTES / 1024} KB)`,
)
if (total > BUDGET_GZIP_BYTES) {
  console.error('The H5 first load is over budget')
  process.exit(1)
}
