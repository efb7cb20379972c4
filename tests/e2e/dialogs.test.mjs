import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, launchBrowser } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

// Taro shows its photo sheet only where the browser says it is a phone.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe("Taro's own dialogs on H5", () => {
  for (const [language, words] of [
    ['en-us', ['Take a photo or video', 'Choose from album', 'Cancel']],
    ['zh-cn', ['拍摄', '从相册选择', '取消']],
  ])
    it(`ask for a photo in the page's language (${language})`, async (t) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
        userAgent: IPHONE,
      })
      t.after(() => context.close())
      const page = await context.newPage()
      await page.goto(`${BASE_URL}/apply?token=${DEMO_TOKEN}&X-Access-Lang=${language}`)
      await page.locator('.nut-uploader-upload').first().click()
      const sheet = page.locator('.taro__actionSheet')
      await sheet.getByText(words[0], { exact: true }).waitFor()
      for (const word of words) assert.equal(await sheet.getByText(word, { exact: true }).count(), 1, word)
      await sheet.getByText(words[2], { exact: true }).click()
    })
})
