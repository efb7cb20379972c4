import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, keepScreenshot, launchBrowser, newDemoPage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

// The pages a visitor opens most, signed in, which between them load every kind of chunk, image and style.
const PAGES = [
  '/home',
  '/projectList',
  '/projectDetail?id=3',
  '/newsDetails?id=2',
  '/zjdt',
  '/index-search',
  '/yun-meeting',
  '/my',
  '/my-points',
  '/setting',
]

/** Records every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page) {
  const violations = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

describe('the H5 build under its Content-Security-Policy', () => {
  it('is served with the policy and runs the most used pages in both languages without a violation', async (t) => {
    const response = await fetch(`${BASE_URL}/home`)
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/)
    const page = await newDemoPage(browser, t)
    const violations = await watchViolations(page)
    const visitAll = async () => {
      for (const path of PAGES) {
        await page.goto(`${BASE_URL}${path}`)
        await page.waitForLoadState('networkidle')
      }
    }
    await visitAll()
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('language-cell').click()
    await page.getByText('English', { exact: true }).last().click()
    await page.getByText('Log out', { exact: true }).first().waitFor()
    await visitAll()
    await keepScreenshot(page, { path: 'test-results/csp-setting.png' })
    assert.deepEqual(violations, [])
  })
})
