import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, keepScreenshot, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('all services', () => {
  for (const [language, title, intro] of [
    ['zh-cn', '全部服务', '大会介绍'],
    ['en-us', 'All services', 'About the Fair'],
  ]) {
    it(`opens from the home entries and leads to the fair introduction (${language})`, async (t) => {
      const page = await newPhonePage(browser, t)
      await page.goto(`${BASE_URL}/home?X-Access-Lang=${language}`)
      const entry = page.getByTestId('home-all-services')
      await entry.waitFor()
      assert.equal((await entry.innerText()).trim(), title)
      await entry.click()
      await page.waitForURL(/\/all-services/)
      await page.getByTestId('all-services').waitFor()
      assert.ok((await page.getByTestId('service-tile').count()) >= 40)
      // The router slides the new page in; shoot once it has settled.
      await page.waitForTimeout(500)
      await keepScreenshot(page, { path: `test-results/all-services-${language}.png` })
      await page.getByTestId('service-tile').filter({ hasText: intro }).click()
      await page.waitForURL(/\/cifit\/richDetail/)
      await page.getByTestId('article-title').waitFor()
    })
  }
})
