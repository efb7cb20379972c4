import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, keepScreenshot, launchBrowser, newPhoneWithWorker } from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => browser?.close())

/** Until the app's service worker controls the page: it is registered a few seconds after the page has loaded. */
const controlled = (page) =>
  page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 20_000 })

describe('the venue without a network (H5 service worker)', () => {
  it('cold-starts the badge and the agenda offline, saying the data is a saved copy; a page never seen says so', async (t) => {
    const context = await newPhoneWithWorker(browser, t)
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
    await page.waitForURL((url) => !url.searchParams.has('token'))
    await controlled(page)

    // With the network, the visitor looks at their badge and their agenda once.
    await page.goto(`${BASE_URL}/electronic-card`)
    await page.getByTestId('badge-qr').waitFor()
    const name = await page.getByTestId('badge-name').innerText()
    await page.goto(`${BASE_URL}/mypage-schedule`)
    await page.getByTestId('agenda-entry').first().waitFor()
    const entries = await page.getByTestId('agenda-entry').count()
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('exchange-cell').waitFor()
    await page.close()

    // At the hall without signal, the app starts cold: a new tab, the network cut.
    await context.setOffline(true)
    const cold = await context.newPage()
    await cold.goto(`${BASE_URL}/electronic-card`)
    await cold.getByTestId('badge-qr').waitFor()
    assert.equal(await cold.getByTestId('badge-name').innerText(), name)
    await keepScreenshot(cold, { path: 'test-results/offline-badge.png' })

    await cold.goto(`${BASE_URL}/mypage-schedule`)
    await cold.getByTestId('agenda-entry').first().waitFor()
    assert.equal(await cold.getByTestId('agenda-entry').count(), entries)
    await keepScreenshot(cold, { path: 'test-results/offline-agenda.png' })

    // The tab seen with the network shows its saved answers, and says when they were saved.
    await cold.goto(`${BASE_URL}/my`)
    const note = cold.getByTestId('offline-note')
    await note.waitFor()
    assert.match(await note.innerText(), /^当前离线，显示的是 \d\d-\d\d \d\d:\d\d 保存的内容/)
    await keepScreenshot(cold, { path: 'test-results/offline-my.png' })

    // A page never opened says it is not on the phone yet, with the way home, instead of a blank screen.
    await cold.goto(`${BASE_URL}/parkList`)
    const missing = cold.getByRole('alert').filter({ hasText: '这个页面还没有保存在手机上' })
    await missing.waitFor()
    await missing.getByText('首页').click()
    await cold.getByTestId('exchange-cell').or(cold.locator('.page--home')).first().waitFor()

    // Back online, a fresh answer and the note goes.
    await context.setOffline(false)
    await cold.goto(`${BASE_URL}/my`)
    await cold.getByTestId('exchange-cell').waitFor()
    assert.equal(await cold.getByTestId('offline-note').count(), 0)
  })
})
