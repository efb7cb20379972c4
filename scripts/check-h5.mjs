// Keeps the H5 first load small: the JS and CSS that index.html loads before any page chunk, gzipped.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT } from './lib/h5-build.mjs'

const OUT = path.join(ROOT, 'dist', 'h5')
// The first load is React, MobX, Taro's runtime, router and H5 API layer (which alone brings swiper, for
// previewImage), the built-in components the app uses (Taro registers Video, Textarea, ScrollView... at start), the
// NutUI components of the tab pages, the stores, the route table and the Chinese dictionary. English is not in it:
// most visitors read Chinese, so the H5 build loads the en-us dictionary as its own chunk (9 KB gzip) only for a
// visitor who chose English (src/i18n/dictionary-loader.h5.ts). Measured 256.8 KB with English split out (it would be
// 265.7 KB with it in); the budget is that plus 8 KB of room for the strings and code of coming features.
const BUDGET_GZIP_BYTES = 265 * 1024

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
