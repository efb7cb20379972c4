import assert from 'node:assert/strict'
import { Blob, Buffer } from 'node:buffer'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs'

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080'
export const DEMO_TOKEN = process.env.DEMO_TOKEN ?? ''
/** The server's stdout, where local mode prints login codes (set by scripts/e2e.mjs). */
export const SERVER_LOG = process.env.SERVER_LOG ?? ''
/** Where the server wrote its operator API's address and token (set by scripts/e2e.mjs). */
const OPERATOR_ACCESS = process.env.OPERATOR_ACCESS ?? ''

// Without the app's service worker: Playwright's routes (held or failed requests) never see what a worker fetches, and
// a test sees the network's answers, not a saved copy. The offline test opens a phone with it (newPhoneWithWorker).
const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
}

/** The browser of the file's lane (scripts/e2e.mjs starts one per lane); a file run by itself starts its own. */
const LANE_BROWSER = process.env.E2E_BROWSER

/** A browser for a lane of test files to connect to: starting Chromium costs about 2 s of CPU, once per lane. */
export function launchBrowserServer() {
  return chromium.launchServer(HEADLESS_SHELL)
}

/** A browser to open contexts on; closing it closes them (and, for the lane's browser, only disconnects). */
export function launchBrowser() {
  return LANE_BROWSER ? chromium.connect(LANE_BROWSER) : chromium.launch(HEADLESS_SHELL)
}

/**
 * One phone-sized browser context shared by the pages of a test file: unlike a fresh context per test it keeps the
 * compiled scripts between pages, so each page after the first few starts with less work. For files whose tests run
 * one at a time with one person each (`newPhonePage` clears what the last test stored); the route sweep shares it as
 * is (`newSharedPage`). On the lane's browser it is a context of its own; alone, a profile on disk. Close it in
 * `after`.
 */
export async function launchSharedPhone() {
  if (LANE_BROWSER) {
    const browser = await chromium.connect(LANE_BROWSER)
    return { context: await browser.newContext(PHONE), idleTabs: [], close: () => browser.close() }
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fair-e2e-profile-'))
  const context = await chromium.launchPersistentContext(profile, { ...HEADLESS_SHELL, ...PHONE })
  return {
    context,
    idleTabs: [],
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * A phone-sized page (375x667) that logs page errors and dialogs, closed after the test: in a context of its own on a
 * browser, or on a shared phone profile (`launchSharedPhone`) with what earlier tests stored cleared.
 */
export async function newPhonePage(owner, t) {
  if (!('newContext' in owner)) return newCleanPage(owner, t)
  const context = await owner.newContext(PHONE)
  t.after(() => context.close())
  return watchedPage(await context.newPage(), t)
}

/** A phone that runs the app's service worker, as a visitor's does (the offline test); closed after the test. */
export async function newPhoneWithWorker(browser, t) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' })
  t.after(() => context.close())
  return context
}

/**
 * A tab of a shared phone profile (`launchSharedPhone`) for one test, kept on its page for the next test when it ends:
 * a new tab, or a stop at about:blank, starts a renderer, which costs as much CPU again as the app's page. For tests
 * that only read (the route sweep): the tab's session storage stays.
 */
export async function newSharedPage(phone, t) {
  const page = phone.idleTabs.pop() ?? (await phone.context.newPage())
  t.after(() => {
    for (const event of ['pageerror', 'dialog']) page.removeAllListeners(event)
    phone.idleTabs.push(page)
  })
  return watchedPage(page, t)
}

// What a test may leave in the browser's storage for the app's origins; the HTTP cache and compiled scripts stay.
const SITE_DATA = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems'

/**
 * A tab of a shared phone profile that starts as a fresh context would: the app's origins hold no cookies or stored
 * data from earlier tests. For files whose tests run one at a time with one person each. The last test's tab is
 * reused: it first leaves the app for a page of the same origin (which keeps its renderer), so nothing the last
 * test's page still runs can write after the clear.
 */
async function newCleanPage(phone, t) {
  const page = await newSharedPage(phone, t)
  const cdp = await phone.context.newCDPSession(page)
  for (const base of [BASE_URL, process.env.REG_BASE_URL].filter(Boolean)) {
    await page.goto(`${base}/health`)
    await page.evaluate(() => sessionStorage.clear())
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: SITE_DATA })
  }
  await cdp.detach()
  return page
}

/** Keeps the page's dialogs (dismissed) in `page.dialogs` and reports its uncaught errors with the test. */
function watchedPage(page, t) {
  page.dialogs = []
  page.on('dialog', (dialog) => {
    page.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => t.diagnostic(`page error: ${error.message}`))
  return page
}

/**
 * Waits until the page just opened is ready: its first data has arrived or failed (the page shell's `data-ready`).
 * Use it after `goto`; after a navigation inside the app, wait for something of the new page instead.
 */
export async function waitForReady(page, timeout = 15_000) {
  await page.locator('[data-ready]').first().waitFor({ state: 'attached', timeout })
}

export async function api(path) {
  const res = await fetch(`${BASE_URL}${path}`)
  return res.json()
}

/** A phone-sized page logged in as the demo user (a verified adult with points, sign-ups and two collectibles). */
export async function newDemoPage(browser, t) {
  const page = await newPhonePage(browser, t)
  await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  return page
}

/** The last login code the server printed for a masked account (local mode prints codes instead of sending them). */
export async function printedCode(maskedAccount, log = SERVER_LOG) {
  const pattern = new RegExp(`\\[login code\\] ${maskedAccount.replace(/\*/g, '\\*')}: (\\d{6})`, 'g')
  for (let i = 0; i < 50; i++) {
    const found = [...readFileSync(log, 'utf8').matchAll(pattern)].at(-1)
    if (found) return found[1]
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no code printed for ${maskedAccount}`)
}

/** A fresh account, logged in with the code the local server prints. */
export async function freshAccount(phone) {
  const post = (path, body) =>
    fetch(`${BASE_URL}/user-central/login/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json())
  assert.equal((await post('sendCode', { method: 'phone', account: phone })).code, 200)
  const code = await printedCode(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
  const login = await post('byCode', { method: 'phone', account: phone, code })
  assert.equal(login.code, 200)
  return login.data.token
}

let idSerial = 0
/** A valid 18-digit mainland ID number (its check digit computed), different on each call. */
function newIdNumber() {
  idSerial += 1
  const body = `350203199${String(Date.now() % 10)}0${1 + (idSerial % 9)}${String(10 + (idSerial % 18))}${String(100 + ((process.pid + idSerial) % 900))}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}

/** A picture of one red pixel: the material a real-name submission uploads. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/**
 * Submits a real-name verification for the token's user and approves it as an operator would; answers the ID number
 * verified. `server` is another test server's address and operator access (the registration flows' own).
 */
export async function verifyRealName(
  token,
  realName = '测试用户',
  server = { base: BASE_URL, operatorAccess: OPERATOR_ACCESS },
) {
  const headers = { 'content-type': 'application/json', accesstoken: token }
  const idNumber = newIdNumber()
  const photo = new globalThis.FormData()
  photo.append('file', new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')], { type: 'image/png' }), 'id-card.png')
  const uploaded = await fetch(`${server.base}/merchants-client/common/oss/getImageUrl`, {
    method: 'POST',
    headers: { accesstoken: token },
    body: photo,
  }).then((res) => res.json())
  if (uploaded.code !== 200) throw new Error(`material upload refused: ${uploaded.msg}`)
  const submitted = await fetch(`${server.base}/user-central/userRealName/submit`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      method: 'idCard',
      realName,
      idType: 'idCard',
      idNumber,
      area: '厦门',
      pictures: [uploaded.data.url],
      privacyAccepted: true,
    }),
  }).then((res) => res.json())
  if (submitted.code !== 200) throw new Error(`real-name submission refused: ${submitted.msg}`)
  const { data: profile } = await fetch(`${server.base}/user-central/usr/userInfo`, { method: 'POST', headers }).then(
    (res) => res.json(),
  )
  const { url, token: operatorToken } = JSON.parse(readFileSync(server.operatorAccess, 'utf8'))
  const approved = await fetch(`${url}/operator/realname/${profile.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
    body: JSON.stringify({ operator: 'browser-test' }),
  }).then((res) => res.json())
  if (approved.code !== 200) throw new Error(`approval refused: ${approved.msg}`)
  return idNumber
}

/**
 * Keeps a picture of the page in test-results/ for people to look at. The picture is not what a test checks: a capture
 * Chromium refuses on a loaded machine ("Unable to capture screenshot", after every assertion had passed) is reported,
 * not failed; any other error fails as before.
 */
export async function keepScreenshot(page, options) {
  try {
    await page.screenshot(options)
  } catch (error) {
    if (!/Unable to capture screenshot/.test(error.message)) throw error
    console.error(`screenshot not kept: ${options.path}: ${error.message.split('\n')[0]}`)
  }
}

/** Scrolls the page by `dy` as a finger on its content does (over the middle of the screen, not the fixed top bar). */
export async function scrollPage(page, dy) {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 }
  await page.mouse.move(width / 2, height / 2)
  await page.mouse.wheel(0, dy)
}
