import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchBrowser, newPhonePage, scrollPage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

const listParks = async (body) => {
  const response = await fetch(`${BASE_URL}/merchants-client/park/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

describe('parks in the H5 build', () => {
  it('lists parks from the server, loads a second page on scroll and opens a detail with the same title', async (t) => {
    const page = await newPhonePage(browser, t)
    const first = await listParks({ pageNum: 1, pageSize: 10 })
    assert.equal(first.code, 200)
    assert.ok(first.data.total > 0, 'the server has parks')

    await page.goto(`${BASE_URL}/parkList`)
    const card = page.getByTestId('park-card').first()
    await card.waitFor()
    assert.equal(await page.getByTestId('park-card').count(), Math.min(first.data.total, 10))
    assert.equal((await card.locator('.content-card__title').innerText()).trim(), first.data.list[0].title)

    if (first.data.total > 10) {
      const expected = Math.min(first.data.total, 20)
      await scrollPage(page, 20000)
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="park-card"]').length >= n, expected, {
        timeout: 15000,
      })
    }
    await keepScreenshot(page, { path: 'test-results/park-list.png' })

    const title = (await card.locator('.content-card__title').innerText()).trim()
    await card.click()
    await page.waitForURL(/\/parkDetail\?id=\d+/)
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), title)
    await page.locator('.rich-content').waitFor()
    await keepScreenshot(page, { path: 'test-results/park-detail.png', fullPage: true })
  })

  it('shows a not-found state for an unknown park', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/parkDetail?id=999999`)
    await page.getByTestId('status-error').waitFor()
    assert.match(await page.getByTestId('status-error').innerText(), /不存在/)
  })

  it('answers the park detail API for a listed park', async () => {
    const first = await listParks({ pageNum: 1, pageSize: 1 })
    const detail = await api(`/common-client/home/parkDetail?id=${first.data.list[0].id}`)
    assert.equal(detail.code, 200)
    assert.equal(detail.data.title, first.data.list[0].title)
  })
})
