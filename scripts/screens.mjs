// npm run screens: the key pages (scripts/lib/route-queries.mjs) as the mini program draws them and as H5 shows them,
// side by side, in Chinese and English, signed in as the demo user (the login page as a visitor), on the seed's demo
// content before pre-registration closes, so the registration forms are open (the group's shown with its date picker
// open).
// Writes test-results/screens/<route>-<language>.png and an index.html of them all. Needs both builds
// (npm run build:weapp && npm run build:h5). `npm run screens -- mypageAssistant my` shoots those route keys instead.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './lib/h5-build.mjs'
import { KEY_ROUTES, KEY_TAPS, routeQueries } from './lib/route-queries.mjs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'
import { DEVICE_HEIGHT, WeappPages } from './weapp/draw.mjs'
import { launchPhones, openH5, runWeappPage, sessionsOn, tapH5 } from './weapp/twins.mjs'
import { enUS } from '../src/i18n/en-us.ts'
import { zhCN } from '../src/i18n/zh-cn.ts'
import { tabRoutes } from '../src/routes/derive.ts'
import { ROUTES } from '../src/routes/table.ts'

const DIST = path.join(ROOT, 'dist', 'weapp')
const OUT = path.join(ROOT, 'test-results', 'screens')

/** WeChat's tab bar in each language, as the app names its tabs. */
const TAB_LABELS = Object.fromEntries(
  Object.entries({ 'zh-cn': zhCN, 'en-us': enUS }).map(([language, strings]) => [
    language,
    tabRoutes().map(({ route }) => strings[route.tab.text]),
  ]),
)

/** The two shots side by side under their names. */
const pair = (key, language) => `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;padding:16px;background:#e9ebef;font:14px sans-serif;display:flex;gap:24px}
figure{margin:0}figcaption{margin-bottom:8px;color:#333}img{width:375px;display:block;box-shadow:0 2px 8px rgba(0,0,0,.2)}
</style></head><body>
<figure><figcaption>${key} · ${language} · mini program</figcaption><img src="${key}-${language}-weapp.png"></figure>
<figure><figcaption>${key} · ${language} · H5</figcaption><img src="${key}-${language}-h5.png"></figure>
</body></html>`

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const server = await startTestServer(process.env.SCREENS_PORT ?? '18092', { clock: BEFORE_DEADLINE })
const { queryOf } = await routeQueries(server.base)
const sessions = await sessionsOn(server)
const weapp = new WeappPages(DIST, { api: server.base })
const { phones, close } = await launchPhones(server, sessions, { height: DEVICE_HEIGHT })
const shots = []
try {
  const chosen = process.argv.slice(2)
  for (const key of chosen.length > 0 ? chosen : KEY_ROUTES) {
    const route = ROUTES[key]
    for (const language of ['zh-cn', 'en-us']) {
      const name = `${key === 'login' ? 'visitor' : 'signed in'}${language === 'en-us' ? ', English' : ''}`
      const tap = KEY_TAPS[key]?.[language]
      const file = (suffix) => path.join(OUT, `${key}-${language}-${suffix}`)
      const result = await runWeappPage(DIST, route.page, queryOf(key), {
        api: server.base,
        session: sessions[name],
        wait: 10_000,
        tap,
      })
      weapp.write(route.page, result.data, file('page.html'))
      weapp.writePhone(
        route.page,
        file('page.html'),
        { title: result.nav.title, labels: TAB_LABELS[language] },
        file('phone.html'),
      )
      const tab = await phones[name].newPage()
      await tab.goto(pathToFileURL(file('phone.html')).href)
      await tab.waitForTimeout(500)
      await tab.screenshot({ path: file('weapp.png') })
      await openH5(tab, server.base, route, queryOf(key))
      if (tap) await tapH5(tab, tap)
      // The router slides a page in; shoot once it has settled.
      await tab.waitForTimeout(700)
      await tab.screenshot({ path: file('h5.png') })
      writeFileSync(file('pair.html'), pair(key, language))
      await tab.setViewportSize({ width: 375 * 2 + 56, height: DEVICE_HEIGHT + 60 })
      await tab.goto(pathToFileURL(file('pair.html')).href)
      await tab.screenshot({ path: path.join(OUT, `${key}-${language}.png`) })
      await tab.close()
      shots.push({ key, language, errors: result.errors })
      console.log(`${key} ${language}${result.errors.length ? `: ${result.errors.join('; ')}` : ''}`)
    }
  }
} finally {
  await close()
  await server.stop()
}
writeFileSync(
  path.join(OUT, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Key pages, both targets</title><body style="font:14px sans-serif">${shots
    .map(({ key, language }) => `<h3>${key} · ${language}</h3><img src="${key}-${language}.png" width="806">`)
    .join('')}</body>`,
)
console.log(`${shots.length} side-by-side screens in ${path.relative(ROOT, OUT)}/ (index.html)`)
process.exit(shots.some((shot) => shot.errors.length) ? 1 : 0)
