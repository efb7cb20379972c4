// Times the eleven search endpoints on a throw-away seeded PGlite and prints each one's p95.
// Run: npm run bench:search. Fails (exit 1) when any p95 reaches the 100 ms budget.
import { performance } from 'node:perf_hooks'
import { call, openTestApp } from '../server/src/test-app'

const ENDPOINTS = [
  'informationSearch',
  'projectSearch',
  'policySearch',
  'parkSearch',
  'meetingSearch',
  'liveSearch',
  'enterpriseSearch',
  'productSearch',
  'merchantsStageSearch',
  'userInfoSearch',
  'dynamicSearch',
]
const KEYWORDS = [
  ['厦门', 'zh'],
  ['投资', 'zh'],
  ['产业', 'zh'],
  ['论坛', 'zh'],
  ['项目', 'zh'],
  ['Xiamen', 'en'],
  ['investment', 'en'],
  ['park', 'en'],
  ['forum', 'en'],
  ['energy', 'en'],
]
const CALLS = 50
const WARM_UP = 5
const BUDGET_MS = 100

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const t = await openTestApp()
let over = false
try {
  console.log(`endpoint                 calls   p50 ms   p95 ms   max ms`)
  for (const endpoint of ENDPOINTS) {
    const times = []
    for (let i = 0; i < WARM_UP + CALLS; i++) {
      const [keyword, lang] = KEYWORDS[i % KEYWORDS.length]
      const url = `/common-client/home/${endpoint}?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=10`
      const started = performance.now()
      const { status } = await call(t.app, 'GET', url, { lang })
      const elapsed = performance.now() - started
      if (status !== 200) throw new Error(`${url} answered ${status}`)
      if (i >= WARM_UP) times.push(elapsed)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    over ||= p95 >= BUDGET_MS
    console.log(
      `${endpoint.padEnd(24)} ${String(times.length).padStart(5)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${times.at(-1).toFixed(1).padStart(8)}`,
    )
  }
} finally {
  await t.close()
}
if (over) {
  console.error(`A p95 is at or above ${BUDGET_MS} ms.`)
  process.exit(1)
}
