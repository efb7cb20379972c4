// Every page of the mini program build (dist/weapp), run and drawn as WeChat would, against the reference server on
// a throw-away database with the seed's demo content, each page opened with its route's query on seeded ids
// (scripts/lib/route-queries.mjs). A page that asks a visitor to log in runs again as the signed-in demo user; the key
// pages also run signed in and in English, with their taps (KEY_TAPS: a date picker opened). Each page:
//   - runs in Node (scripts/weapp/page-runner.cjs) until it marks itself ready, at most READY_WITHIN_MS;
//   - is drawn from its final page data with WeChat's own template and style compilers, in Chromium
//     (scripts/weapp/draw.mjs);
//   - is compared with the same route of the H5 build (dist/h5, served by the same server), signed in and in the
//     language alike.
// It fails on an uncaught error, a page not ready in time, a drawn page without text or still loading, a node WeChat
// cannot draw, an image that does not load, a login prompt shown to the signed-in user, one setData over
// SETDATA_BUDGET (WeChat slows down well before its own 1 MB limit), or text sharing less than SIMILAR_TO_H5 of its
// lines with the H5 page (pages listed in DIFFERENT_ON_PURPOSE aside).
// Run: npm run build:weapp && npm run build:h5, then npm run check:weapp-pages [-- page path prefixes]. The drawn pages are left in
// test-results/weapp-pages/ to open in a browser.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './lib/h5-build.mjs'
import { KEY_ROUTES, KEY_TAPS, routeQueries } from './lib/route-queries.mjs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'
import { compareLines, textLines } from './weapp/compare.mjs'
import { readDrawnPage, WeappPages } from './weapp/draw.mjs'
import { launchPhones, openH5, runWeappPage, sessionsOn, tapH5 } from './weapp/twins.mjs'
import { enUS } from '../src/i18n/en-us.ts'
import { zhCN } from '../src/i18n/zh-cn.ts'
import { ROUTES } from '../src/routes/table.ts'

const DIST = path.join(ROOT, 'dist', 'weapp')
const OUT = path.join(ROOT, 'test-results', 'weapp-pages')
const SETDATA_BUDGET = 128 * 1024
const READY_WITHIN_MS = 10_000
const SIMILAR_TO_H5 = 0.85
// Runners are short Node processes that mostly wait for the server; Chromium draws and opens pages four at a time,
// which keeps both cores busy (fewer leave them waiting on the server).
const RUNNERS = 6
const BROWSER_TABS = 4
const LANGUAGES = { 'zh-cn': zhCN, 'en-us': enUS }

/** Pages whose content is not text, and why. */
const WITHOUT_TEXT = {
  'packages/media/video-player/index': 'a full-screen player: the video is the page',
}

/** Pages whose text differs from H5 on purpose, and why. */
const DIFFERENT_ON_PURPOSE = {
  'pages/login/index': 'WeChat one-tap login exists only in the mini program',
  'packages/fair/open-mini/index': 'in the mini program it says the visitor is already there; on H5, scan the code',
  'packages/fair/test-open-wxmini/index': 'the same, with the platform named',
  'packages/fair/test-page/index': "the environment's own values: platform, API host, user agent",
  'packages/network/scan-result-friend/index': "a scan button for WeChat's scanner; H5 takes the code typed",
}

const byPage = new Map(Object.entries(ROUTES).map(([key, route]) => [route.page, { key, ...route }]))
// Before pre-registration closes, so the registration forms are open (the route sweep sees the fair's second day).
const server = await startTestServer(process.env.CHECK_PORT ?? '18090', { clock: BEFORE_DEADLINE })
const { queryOf } = await routeQueries(server.base)
const weapp = new WeappPages(DIST, { api: server.base })

// Every page as a visitor (or signed in where it asks a visitor to log in); the key pages also signed in, in English.
const SESSIONS = Object.fromEntries(
  Object.entries(await sessionsOn(server)).filter(([name]) => name !== 'visitor, English'),
)

/** What a key page taps before it is looked at, in the session's language (KEY_TAPS). */
const tapOf = (page, session) => KEY_TAPS[byPage.get(page).key]?.[SESSIONS[session].language]

const runPage = (page, session) =>
  runWeappPage(DIST, page, queryOf(byPage.get(page).key), {
    api: server.base,
    session: SESSIONS[session],
    wait: READY_WITHIN_MS,
    tap: tapOf(page, session),
  })

mkdirSync(OUT, { recursive: true })
const { phones, close: closePhones } = await launchPhones(server, SESSIONS, { height: 667 })
const drawingTabs = await Promise.all(Array.from({ length: BROWSER_TABS }, () => phones.visitor.newPage()))
const waitingForTab = []
/** Runs `work` with a tab to draw in, BROWSER_TABS at a time. */
async function withDrawingTab(work) {
  const tab = drawingTabs.pop() ?? (await new Promise((resolve) => waitingForTab.push(resolve)))
  try {
    return await work(tab)
  } finally {
    const next = waitingForTab.shift()
    if (next) next(tab)
    else drawingTabs.push(tab)
  }
}

const idleTabs = Object.fromEntries(Object.keys(SESSIONS).map((session) => [session, []]))

/** The page's own text on H5, as its weapp twin is drawn. */
async function h5Lines(page, session) {
  const route = byPage.get(page)
  const query = queryOf(route.key)
  // A tab is kept for the next page: a new one would start a new renderer process.
  const tab = idleTabs[session].pop() ?? (await phones[session].newPage())
  await openH5(tab, server.base, route, query)
  if (tapOf(page, session)) await tapH5(tab, tapOf(page, session))
  // The page as Taro's router holds it (the tab bar outside, and the app's top bar, whose title and back WeChat's own
  // bar shows in the mini program), and what its empty fields ask for, as drawn on weapp.
  const text = await tab.evaluate(() => {
    // A page that moved on after its mark (a redirect) is read as it now stands.
    const root = document.querySelector('[data-ready]')?.closest('.taro_page') ?? document.body
    const prompts = [...root.querySelectorAll('input, textarea')].filter(
      (field) => !field.value && field.placeholder && field.checkVisibility(),
    )
    const bar = root.querySelector('.app-top-bar')
    if (bar) bar.style.display = 'none'
    const read = root.innerText
    if (bar) bar.style.display = ''
    return [read, ...prompts.map((field) => field.placeholder)].join('\n')
  })
  idleTabs[session].push(tab)
  return textLines(text)
}

/** Runs, draws and compares one page in one session; returns what is wrong with it. */
async function checkIn(page, session, result) {
  const problems = [...result.errors]
  if (!result.ready) problems.push(`not ready within ${READY_WITHIN_MS / 1000} s`)
  if (result.setDataMaxBytes > SETDATA_BUDGET) problems.push(`one setData of ${result.setDataMaxBytes} bytes`)
  const file = path.join(
    OUT,
    `${page.replace(/\//g, '__')}${session === 'visitor' ? '' : `-${session.replace(/\W+/g, '-')}`}.html`,
  )
  let undrawable
  try {
    ;({ undrawable } = weapp.write(page, result.data, file))
  } catch (error) {
    // WeChat refuses to compile such a page (wcc or wcsc): nothing more to look at.
    return { page, session, result, similarity: 0, problems: [...problems, error.message] }
  }
  for (const [node, count] of Object.entries(undrawable)) problems.push(`${count} x ${node}: a node WeChat cannot draw`)
  const strings = LANGUAGES[SESSIONS[session].language]
  let drawn, h5
  try {
    ;[drawn, h5] = await withDrawingTab(async (tab) => [await readDrawnPage(tab, file), await h5Lines(page, session)])
  } catch (error) {
    return { page, session, result, similarity: 0, problems: [...problems, `drawing or H5: ${error.message}`] }
  }

  for (const image of drawn.images.filter((i) => !i.loaded)) problems.push(`image not loaded: ${image.src}`)
  if (drawn.lines.length === 0 && !WITHOUT_TEXT[page]) problems.push('drawn without text')
  if (drawn.lines.includes(strings['common.loading'])) problems.push('still loading once ready')
  if (session !== 'visitor' && drawn.lines.includes(strings['account.my.login']))
    problems.push('asks the signed-in user to log in')
  const compared = compareLines(drawn.lines, h5)
  // A page whose content is not text has none to compare (H5's player shows its time once the video has loaded).
  if (compared.similarity < SIMILAR_TO_H5 && !DIFFERENT_ON_PURPOSE[page] && !WITHOUT_TEXT[page]) {
    problems.push(`text ${compared.similarity.toFixed(2)} of H5's`)
    if (compared.onlyWeapp.length) problems.push(`  only here: ${compared.onlyWeapp.slice(0, 8).join(' | ')}`)
    if (compared.onlyH5.length) problems.push(`  only on H5: ${compared.onlyH5.slice(0, 8).join(' | ')}`)
  }
  return { page, session, result, similarity: compared.similarity, problems }
}

async function check(page) {
  const visitor = await runPage(page, 'visitor')
  const asksToLogIn = visitor.texts.includes(zhCN['account.my.login'])
  const sessions = [asksToLogIn ? 'signed in' : 'visitor']
  if (KEY_ROUTES.includes(byPage.get(page).key)) sessions.push('signed in, English')
  if (KEY_ROUTES.includes(byPage.get(page).key) && !asksToLogIn) sessions.push('signed in')
  const outcomes = []
  for (const session of sessions)
    outcomes.push(await checkIn(page, session, session === 'visitor' ? visitor : await runPage(page, session)))
  return outcomes
}

const outcomes = []
try {
  // `npm run check:weapp-pages -- packages/media pages/login`: only the pages whose path starts with one of those.
  const only = process.argv.slice(2)
  const pages = weapp.pages().filter((page) => !only.length || only.some((prefix) => page.startsWith(prefix)))
  const queue = [...pages]
  await Promise.all(
    Array.from({ length: RUNNERS }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) outcomes.push(...(await check(page)))
    }),
  )
  outcomes.sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page))
} finally {
  await closePhones()
  await server.stop()
}

for (const { page, session, result, similarity, problems } of outcomes) {
  const kb = (result.setDataMaxBytes / 1024).toFixed(1)
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${page.padEnd(48)} ${String(result.settledMs).padStart(5)} ms ${String(result.setDataCalls).padStart(3)} setData, max ${kb.padStart(5)} KB, text ${similarity.toFixed(2)} of H5 ${session === 'visitor' ? '' : session}`,
  )
  for (const problem of problems) console.log(`     ${problem}`)
}
const failed = outcomes.filter((o) => o.problems.length > 0)
const pages = new Set(outcomes.map((o) => o.page)).size
console.log(`${pages} pages drawn in ${outcomes.length} runs, ${failed.length} failing`)
if (failed.length) console.log(`the drawn pages are in ${path.relative(ROOT, OUT)}/`)
else rmSync(OUT, { recursive: true, force: true })
process.exit(failed.length ? 1 : 0)
