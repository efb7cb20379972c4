// Every route of the H5 build (dist/h5) in both languages, signed in as the demo user on the seed's demo content, read
// as a person sees it: its text, the prompts of its empty fields and its title. It fails on
//   - in English: Chinese characters (people's own words aside: see ALLOWED);
//   - in Chinese: a run of English words the page did not quote from content (ALLOWED);
//   - in either: the word "Placeholder", a message key shown raw, a parameter left unfilled ({name}), or a value the
//     code never meant to show (undefined, NaN, Invalid Date, [object Object]).
// Pages are opened one after another in one tab per language, moving through the app as its router does (a history
// entry and a popstate), so the app starts twice, not 520 times; each page is read once it marks itself ready.
// Run: npm run build:h5, then npm run check:words [-- route keys].
import { chromium } from 'playwright-core'
import { HEADLESS_SHELL } from './lib/chromium.mjs'
import { routeQueries } from './lib/route-queries.mjs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'
import { enUS } from '../src/i18n/en-us.ts'
import { ROUTES } from '../src/routes/table.ts'

const READY_WITHIN_MS = 15_000
// A message key starts with its domain (`registration.problem.required`): the domains of the app's dictionary.
const DOMAINS = new Set(Object.keys(enUS).map((key) => key.split('.')[0]))

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]/
// Three English words in a row; a Chinese page quotes English only as names (ALLOWED).
const ENGLISH_RUN = /\b[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}\b/
// Addresses are written in Latin letters in any language.
const ADDRESS = /\S+@\S+|\w+:\/\/\S+/g
const LEFT_OVER = /\bPlaceholder\b|\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]|\{[a-z][A-Za-z]*\}/
const KEY_SHAPED = /\b([a-z]+)(?:\.[A-Za-z][A-Za-z0-9]*)+\b/g

/** What a page may show, and why: [route key or '*', language or '*', the text allowed]. */
const ALLOWED = [
  // A language is offered in its own words, so its speakers find it whatever the page's language.
  ['*', 'en-us', /^简体中文$/],
  // The diagnostics page shows the browser's own user agent.
  ['testPage', 'zh-cn', /^Mozilla\//],
]

const allowed = (key, language, line) =>
  ALLOWED.some(
    ([route, lang, pattern]) =>
      (route === '*' || route === key) && (lang === '*' || lang === language) && pattern.test(line),
  )

/** What is wrong with one line of a page in `language`. */
function problemsOf(line, language) {
  const found = []
  if (language === 'en-us' && CHINESE.test(line)) found.push('Chinese')
  if (language === 'zh-cn' && ENGLISH_RUN.test(line.replace(ADDRESS, ''))) found.push('English')
  if (LEFT_OVER.test(line)) found.push('left over')
  const words = line.replace(ADDRESS, '')
  if ([...words.matchAll(KEY_SHAPED)].some(([, domain]) => DOMAINS.has(domain))) found.push('raw key')
  return found
}

const server = await startTestServer(process.env.CHECK_PORT ?? '18094', { clock: BEFORE_DEADLINE })
let browser

/**
 * The text a person reads on the page now shown, each piece with where it is (its element's test id or first class):
 * its words, what its empty fields ask for, its title. What people wrote themselves is marked `data-own-words` in the
 * app (names, messages, what they typed) and shown as written, in whatever language: it is left out.
 */
const readPage = (tab) =>
  tab.evaluate(() => {
    const where = (element) =>
      element.closest('[data-testid]')?.dataset.testid ?? element.className.toString().split(' ')[0] ?? element.tagName
    const pieces = [{ text: document.title, where: 'title' }]
    const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      const text = node.textContent.trim()
      // A video's fallback text shows only where video cannot play at all.
      if (!text || element.closest('[data-own-words], script, style, video')) continue
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      pieces.push({ text, where: where(element) })
    }
    for (const field of document.querySelectorAll('input, textarea'))
      if (!field.value && field.placeholder && field.checkVisibility())
        pieces.push({ text: field.placeholder, where: where(field) })
    return pieces
  })

/** Opens every route in turn in one language; returns [route key, path, text, problems] for each text at fault. */
async function crawl(language, only, queryOf) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 760 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const tab = await context.newPage()
  const errors = []
  tab.on('pageerror', (error) => errors.push(error.message))
  await tab.goto(`${server.base}/home?token=${server.demoToken}&X-Access-Lang=${language}`)
  await tab.waitForURL((url) => !url.searchParams.has('token'))
  await tab.locator('.page--home[data-ready]').waitFor({ state: 'attached', timeout: READY_WITHIN_MS })
  const faults = []
  for (const [key, route] of Object.entries(ROUTES)) {
    if (only.length && !only.includes(key)) continue
    read.add(key)
    const query = queryOf(key)
    const url = `${route.path}${query ? `?${query}` : ''}`
    errors.length = 0
    // As Taro's router moves on a browser's back or forward: the shown page unloads and the route's page loads.
    await tab.evaluate((next) => {
      history.pushState(null, '', next)
      window.dispatchEvent(new window.PopStateEvent('popstate'))
    }, url)
    try {
      await tab.locator(`.page--${key}[data-ready]`).first().waitFor({ state: 'attached', timeout: READY_WITHIN_MS })
    } catch {
      faults.push([key, url, '', [`not ready within ${READY_WITHIN_MS / 1000} s`]])
      continue
    }
    // A toast or a pop-up a page opens as it arrives has a moment to show.
    await tab.waitForTimeout(150)
    const seen = new Set()
    for (const { text, where } of await readPage(tab)) {
      if (seen.has(text)) continue
      seen.add(text)
      const problems = problemsOf(text, language)
      if (problems.length && !allowed(key, language, text)) faults.push([key, url, `${text}  [${where}]`, problems])
    }
    for (const error of errors) faults.push([key, url, error, ['page error']])
  }
  await context.close()
  return faults
}

let faults
const read = new Set()
try {
  const { queryOf } = await routeQueries(server.base)
  browser = await chromium.launch(HEADLESS_SHELL)
  const only = process.argv.slice(2)
  const [zh, en] = await Promise.all(['zh-cn', 'en-us'].map((language) => crawl(language, only, queryOf)))
  faults = [...zh.map((f) => ['zh-cn', ...f]), ...en.map((f) => ['en-us', ...f])]
} finally {
  await browser?.close()
  await server.stop()
}
for (const [language, key, url, line, problems] of faults)
  console.log(`${language} ${key.padEnd(28)} ${problems.join(', ').padEnd(12)} ${line.slice(0, 120)}   (${url})`)
console.log(`${read.size} routes read in 2 languages: ${faults.length} texts at fault`)
process.exit(faults.length ? 1 : 0)
