import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** Requests for filter choices: the one-call endpoints and the per-filter selects. */
const OPTIONS = /\/(filterOptions|[A-Za-z]*Select(MajorProject)?|parkTypeList|estateTypeList|areaSelect|select)(\?|$)/

describe('a list page opens with at most one options call', () => {
  for (const [path, card] of [
    ['/projectList', 'project-card'],
    ['/projectList?type=2', 'project-card'],
    ['/parkList', 'park-card'],
    ['/exhibits-list', 'exhibit-row'],
  ]) {
    it(`${path} asks for its filters' choices at most once and fills the menus`, async (t) => {
      const page = await newPhonePage(browser, t)
      const asked = []
      page.on('request', (request) => {
        if (OPTIONS.test(new URL(request.url()).pathname + '?')) asked.push(new URL(request.url()).pathname)
      })
      await page.goto(`${BASE_URL}${path}`)
      await page.getByTestId(card).first().waitFor()
      await page.waitForLoadState('networkidle')
      // A page the server draws (/projectList) comes with its choices: the app does not ask for them again.
      assert.ok(asked.length <= 1, asked.join(', '))
      if (asked.length) assert.match(asked[0], /\/filterOptions$/)
      await page.locator('.nut-menu-title').first().click()
      assert.ok((await page.locator('.nut-menu-container').first().locator('.nut-menu-container-item').count()) > 1)
    })
  }
})
