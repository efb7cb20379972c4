import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080'
export const DEMO_TOKEN = process.env.DEMO_TOKEN ?? ''
/** The server's stdout, where local mode prints login codes (set by scripts/e2e.mjs). */
export const SERVER_LOG = process.env.SERVER_LOG ?? ''
/** Where the server wrote its operator API's address and token (set by scripts/e2e.mjs). */
const OPERATOR_ACCESS = process.env.OPERATOR_ACCESS ?? ''

/** Debian's Chromium, headless, with its calls home switched off (the machine has no outside network). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
}

/** A phone-sized page (375x667) that fails the test on any uncaught page error or dialog. */
export async function newPhonePage(browser, t) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  page.dialogs = []
  page.on('dialog', (dialog) => {
    page.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => t.diagnostic(`page error: ${error.message}`))
  return page
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
  const submitted = await fetch(`${server.base}/user-central/userRealName/submit`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      method: 'idCard',
      realName,
      idNumber,
      area: '厦门',
      material: '身份证正反面照片',
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
