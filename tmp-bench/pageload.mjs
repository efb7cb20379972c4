import { chromium } from 'playwright-core'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer } from '../scripts/lib/test-server.mjs'

const server = await startTestServer(18500)
import { execFileSync } from 'node:child_process'
const ROUTES = JSON.parse(execFileSync(process.execPath, ['--import','tsx','-e',"import('./src/routes/table.ts').then((m) => console.log(JSON.stringify(Object.values((m.ROUTES ?? m.default.ROUTES)).map(r => r.path))))"], { encoding: 'utf8' }))
const paths = ROUTES.slice(0, 30)
const ARGS = ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run', ...(process.env.EXTRA ?? '').split(' ').filter(Boolean)]
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: Number(process.env.DSF ?? 2), isMobile: true, hasTouch: true }
const hz = 100
function chromeTicks(kind) {
  let t = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      t += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])
    } catch {}
  }
  return t / hz
}
const mode = process.argv[2]
const ctx = await chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'pl-')), { executablePath: '/usr/bin/chromium', args: ARGS, ...PHONE })
// warm
{ const p = await ctx.newPage(); await p.goto(server.base + '/home'); await p.locator('[data-ready]').first().waitFor({ state: 'attached' }); await p.close() }
const start = chromeTicks(); const t0 = Date.now()
let shared = mode === 'same' ? await ctx.newPage() : null
for (let round = 0; round < 1; round++) for (const p of paths) {
  const page = shared ?? await ctx.newPage()
  await page.goto(server.base + p)
  await page.locator('[data-ready]').first().waitFor({ state: 'attached', timeout: 15000 })
  if (!shared) await page.close(); else if (process.env.BLANK) await page.goto('about:blank')
}
console.log(mode, process.env.EXTRA ?? '', 'chromium CPU', (chromeTicks() - start).toFixed(1), 's wall', ((Date.now() - t0) / 1000).toFixed(1))
await ctx.close(); await server.stop()
