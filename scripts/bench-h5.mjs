// Lighthouse 12 (mobile: simulated slow 4G, 4x CPU) on the app's first pages and on the bare Taro + NutUI + MobX
// reference, in three rounds of one bare load and one load of each app page, and prints the medians side by side, with the
// blocking time from each task's CPU time (scripts/lib/cpu-blocking.mjs), which does not move with the machine's load.
// Run: npm run bench:h5 (builds dist/h5 when it is stale). Fails when a page's blocking from CPU is more than
// CPU_RATIO_LIMIT times the bare reference's and more than CPU_FLOOR_MS (medians of the same run); the Lighthouse
// score, which moves with the machine's load, is only reported (the README gives the measured figures).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { cpuBlockingMs } from './lib/cpu-blocking.mjs'
import { ensureH5Build } from './lib/h5-build.mjs'
import { CHROMIUM, serveAppAndBare } from './lib/serve-builds.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// The goal CI holds: a page's median blocking from CPU at most 1.3 times the bare reference's...
const CPU_RATIO_LIMIT = Number(process.env.BENCH_CPU_RATIO_LIMIT ?? 1.3)
// ...or below this, where both builds block for less than one long task and the ratio of two small numbers is noise.
const CPU_FLOOR_MS = Number(process.env.BENCH_CPU_FLOOR_MS ?? 50)
// CI checks only the performance figures (axe checks accessibility there): the other audits cost time each run.
const CATEGORIES = process.env.CI ? ['performance'] : ['performance', 'accessibility', 'seo', 'best-practices']

ensureH5Build()
const servers = await serveAppAndBare()
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.path, chromeFlags: CHROMIUM.flags })

async function measure(url) {
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  })
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : '-')
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    cpuBlocking: cpuBlockingMs(artifacts.Trace),
  }
}

// A load Lighthouse could not measure (NaN, seen once in a few hundred loads) is left out rather than taken as a value.
const median = (values) => {
  const measured = values.filter((value) => typeof value !== 'number' || Number.isFinite(value))
  return [...measured].sort((a, b) => a - b)[Math.floor(measured.length / 2)] ?? NaN
}
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]))

const over = []
try {
  const project = (await servers.api('/common-client/home/projectSearch?pageNum=1&pageSize=1')).data.list[0]
  const pages = ['/home', '/projectList', `/projectDetail?id=${project.id}`]
  const bareUrl = servers.bareBase && `${servers.bareBase}/pages/index/index`
  if (!bareUrl) console.log('The bare reference build (../shared/bench/bare-taro-h5) is not here: the app alone.')
  // Each round loads the bare page, then every app page: the reference shares each round's conditions with all of them.
  const bare = []
  const app = pages.map(() => [])
  for (let run = 0; run < RUNS; run++) {
    if (bareUrl) bare.push(await measure(bareUrl))
    for (const [index, page] of pages.entries()) app[index].push(await measure(`${servers.appBase}${page}`))
  }
  const bareMedians = bareUrl ? medians(bare) : undefined
  const rows = pages.map((page, index) => ({ page, app: medians(app[index]), bare: bareMedians }))

  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  const ms = (value) => `${Math.round(value)} ms`.padEnd(8)
  console.log(`Lighthouse ${RUNS}x per page, medians (bare = ../shared/bench/bare-taro-h5 in the same run)`)
  console.log(
    'page                     perf   LCP      TBT      CPU blk  CLS    a11y  SEO  | bare perf  LCP      TBT      CPU blk | LCP, CPU blk ratio',
  )
  for (const { page, app, bare } of rows) {
    console.log(
      `${page.padEnd(24)} ${String(app.performance).padStart(4)}   ${s(app.lcp).padEnd(8)} ${ms(app.tbt)} ${ms(app.cpuBlocking)}` +
        ` ${app.cls.toFixed(3)}  ${String(app.accessibility).padStart(4)}  ${String(app.seo).padStart(3)}  |` +
        (bare
          ? ` ${String(bare.performance).padStart(9)}  ${s(bare.lcp).padEnd(8)} ${ms(bare.tbt)} ${ms(bare.cpuBlocking)} |` +
            ` ${(app.lcp / bare.lcp).toFixed(2)}, ${(app.cpuBlocking / bare.cpuBlocking).toFixed(2)}`
          : ''),
    )
    if (bare && app.cpuBlocking > Math.max(CPU_RATIO_LIMIT * bare.cpuBlocking, CPU_FLOOR_MS)) over.push(page)
  }
} finally {
  await chrome.kill()
  await servers.close()
}
if (over.length > 0) {
  console.error(
    `Blocking from CPU above ${CPU_RATIO_LIMIT} times the bare reference's and ${CPU_FLOOR_MS} ms: ${over.join(', ')}`,
  )
  process.exit(1)
}
