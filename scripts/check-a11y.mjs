// axe-core on the ten most used pages in both languages: fails on any serious or critical violation (WCAG 2 A/AA).
// Run: npm run check:a11y (builds dist/h5 when it is stale).
import { AxeBuilder } from '@axe-core/playwright'
import { chromium } from 'playwright-core'
import { HEADLESS_SHELL } from './lib/chromium.mjs'
import { ensureH5Build } from './lib/h5-build.mjs'
import { serveAppAndBare } from './lib/serve-builds.mjs'

const BLOCKING = new Set(['serious', 'critical'])

ensureH5Build()
const servers = await serveAppAndBare()
const browser = await chromium.launch(HEADLESS_SHELL)

const first = async (search) => (await servers.api(`/common-client/home/${search}?pageNum=1&pageSize=1`)).data.list[0]
let failed = 0
try {
  const [project, park, news, meeting] = await Promise.all(
    ['projectSearch', 'parkSearch', 'informationSearch', 'meetingSearch'].map(first),
  )
  const pages = [
    '/home',
    '/index-search',
    '/my',
    '/projectList',
    `/projectDetail?id=${project.id}`,
    '/parkList',
    `/parkDetail?id=${park.id}`,
    `/newsDetails?id=${news.id}`,
    '/enterprise',
    `/meeting-details?meetingId=${meeting.id}`,
  ]
  // The two languages run side by side, each page checked once it marks itself ready (its first data arrived).
  const check = async (language) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 760 },
      locale: language,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const lines = []
    for (const path of pages) {
      const url = `${servers.appBase}${path}${path.includes('?') ? '&' : '?'}X-Access-Lang=${language}`
      await page.goto(url)
      await page.locator('[data-ready]').first().waitFor({ state: 'attached', timeout: 15_000 })
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
      const blocking = violations.filter((v) => BLOCKING.has(v.impact))
      failed += blocking.length
      lines.push(`${language} ${path.padEnd(36)} ${blocking.length} serious or critical, ${violations.length} in all`)
      for (const v of blocking)
        lines.push(
          `   ${v.impact} ${v.id}: ${v.help}\n     ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join('\n     ')}`,
        )
    }
    await context.close()
    return lines
  }
  for (const lines of await Promise.all(['zh', 'en'].map(check))) console.log(lines.join('\n'))
} finally {
  await browser.close()
  await servers.close()
}
if (failed > 0) {
  console.error(`${failed} serious or critical accessibility violations`)
  process.exit(1)
}
