import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, keepScreenshot, launchBrowser, newDemoPage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('real-name verification in the H5 build', () => {
  it('the server answers the demo user as verified, masked', async () => {
    const response = await fetch(`${BASE_URL}/user-central/userRealName/info`, { headers: { accesstoken: DEMO_TOKEN } })
    const body = await response.json()
    assert.equal(body.code, 200)
    assert.equal(body.data.status, 2)
    assert.equal(body.data.phone, '138****8000')
  })

  it('/mypage-realname opens directly and shows the verified status without a form', async (t) => {
    const page = await newDemoPage(browser, t)
    await page.goto(`${BASE_URL}/mypage-realname`)
    await page.getByTestId('realname-status-text').waitFor()
    assert.equal((await page.getByTestId('realname-status-text').innerText()).trim(), '已认证')
    assert.equal(await page.getByTestId('realname-form').count(), 0)
    await keepScreenshot(page, { path: 'test-results/account-realname.png', fullPage: true })
    await page.getByTestId('realname-view').click()
    await page.waitForURL(/\/verified-confirm/)
    await page.getByTestId('verified-status').waitFor()
  })

  it('/verified-confirm opens directly with the masked phone', async (t) => {
    const page = await newDemoPage(browser, t)
    await page.goto(`${BASE_URL}/verified-confirm`)
    await page.getByTestId('verified-status').waitFor()
    assert.match(await page.getByTestId('verified-status').innerText(), /已认证/)
    assert.match(await page.getByTestId('verified-phone').innerText(), /138\*{4}8000/)
    await keepScreenshot(page, { path: 'test-results/account-verified-confirm.png', fullPage: true })
  })
})
