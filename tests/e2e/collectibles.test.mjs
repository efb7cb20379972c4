import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newDemoPage, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const collectibleCall = async (path, body) => {
  const response = await fetch(`${BASE_URL}/collectible/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO_TOKEN, ...body }),
  })
  return response.json()
}

describe('digital collectibles in the H5 build', () => {
  it('home: the countdown runs, the bag appears, a tap shakes it and it opens to a result', async (t) => {
    const before = await collectibleCall('getUserTaskInfo', { taskId: 'cifit-home-bag' })
    assert.equal(before.code, 200)
    assert.ok(before.data.remainingTimes > 0, 'the demo user has draws left on the home bag')

    const page = await newDemoPage(device, t)
    const time = page.getByTestId('collectible-countdown-time')
    await time.waitFor({ timeout: 15000 })
    assert.match(await time.innerText(), /^\d{2}:\d{2}$/)
    await keepScreenshot(page, { path: 'test-results/collectibles-countdown.png' })

    const bag = page.getByTestId('collectible-bag-closed')
    await bag.waitFor({ timeout: (before.data.taskDuration + 5) * 1000 })
    await keepScreenshot(page, { path: 'test-results/collectibles-bag.png' })
    await bag.click()
    await page.getByTestId('collectible-bag-shaking').waitFor({ timeout: 2000 })
    const result = page.getByTestId('collectible-win').or(page.getByTestId('collectible-no-prize'))
    await result.waitFor({ timeout: 10000 })
    await keepScreenshot(page, { path: 'test-results/collectibles-result.png' })
    const won = await page.getByTestId('collectible-win').isVisible()
    if (won) assert.ok((await page.getByTestId('collectible-win-name').innerText()).trim().length > 0)
    else assert.ok(await page.getByTestId('collectible-bag-empty').isVisible())

    const afterDraw = await collectibleCall('getUserTaskInfo', { taskId: 'cifit-home-bag' })
    assert.equal(afterDraw.data.remainingTimes, before.data.remainingTimes - 1, 'the server counted exactly one draw')

    await page.getByTestId('collectible-result-close').click()
    await page.getByTestId('collectible-countdown-time').waitFor({ timeout: 5000 })
  })

  it("the collection lists the demo user's collectibles and shows one large", async (t) => {
    const owned = await collectibleCall('myCollectibles', {})
    assert.equal(owned.code, 200)
    assert.ok(owned.data.length >= 2, 'the demo user holds collectibles')

    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my-collectibles`)
    const items = page.getByTestId('collectible-item')
    await items.first().waitFor()
    assert.equal(await items.count(), owned.data.length)
    assert.deepEqual(
      (await page.getByTestId('collectible-item-name').allInnerTexts()).map((name) => name.trim()),
      owned.data.map((item) => item.nftName),
    )
    await keepScreenshot(page, { path: 'test-results/collectibles-list.png' })

    await items.first().click()
    await page.getByTestId('collectible-detail').waitFor()
    assert.equal((await page.getByTestId('collectible-detail-serial').innerText()).trim(), owned.data[0].serialNo)
    assert.equal(await page.getByTestId('gift-form').isVisible(), !owned.data[0].received)
    await keepScreenshot(page, { path: 'test-results/collectibles-detail.png' })
  })

  it('the my page leads to the collection', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('collectibles-cell').click()
    await page.waitForURL(/\/my-collectibles/)
    await page.getByTestId('collectible-item').first().waitFor()
  })

  it('a fresh visitor is asked to log in', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/my-collectibles`)
    await page.getByTestId('login-prompt').waitFor()
    assert.equal(await page.getByTestId('collectible-item').count(), 0)
    assert.equal(await page.getByTestId('collectible-countdown').count(), 0)
  })
})
