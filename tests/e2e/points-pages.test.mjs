import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newDemoPage, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** A user-central call as the demo user; the pages must show what it answers. */
async function asDemo(path) {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, { headers: { accesstoken: DEMO_TOKEN } })
  const body = await response.json()
  assert.equal(body.code, 200, `${path}: ${body.msg}`)
  return body.data
}

const text = async (locator) => (await locator.innerText()).trim()

describe('the points pages in the H5 build', () => {
  it('/my-points shows the balance, the level and the tasks with their progress', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my-points`)
    await page.getByTestId('points-task').first().waitFor()
    const info = await asDemo('userPoints/info')
    const finished = await asDemo('userPoints/listFinishEvent')
    assert.equal(await text(page.getByTestId('points-balance')), String(info.balance))
    assert.match(await text(page.getByTestId('points-level')), /^当前等级：\S+/)
    assert.ok((await page.getByTestId('points-benefit').count()) > 0)
    assert.equal(await page.getByTestId('points-task').count(), 8)
    for (const { type, total } of finished) {
      const task = page.locator(`[data-testid="points-task"][data-action="${type}"]`)
      const frequency = Number((await text(task.getByTestId('task-progress'))).split('/')[1])
      assert.equal(await text(task.getByTestId('task-progress')), `${Math.min(total, frequency)}/${frequency}`)
      assert.equal(await task.getByTestId('task-done').count(), total >= frequency ? 1 : 0, `task ${type}`)
    }
    // The seeded real-name verification used its only claim.
    assert.equal(
      await page.locator('[data-testid="points-task"][data-action="37"]').getByTestId('task-done').count(),
      1,
    )
    await keepScreenshot(page, { path: 'test-results/points-my-points.png', fullPage: true })
    await page.locator('[data-testid="points-task"][data-action="33"]').getByTestId('task-go').click()
    await page.waitForURL(/\/projectList/)
  })

  it('the cloud space task opens /yun-meeting', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my-points`)
    await page.locator('[data-testid="points-task"][data-action="34"]').getByTestId('task-go').click()
    await page.waitForURL(/\/yun-meeting/)
  })

  it("/points-details lists the ledger on the fair's clock", async (t) => {
    const page = await newDemoPage(device, t)
    // The ledger the page itself was answered: an earlier test's visit may still be earning points.
    const answered = page.waitForResponse((response) => response.url().includes('userPoints/detailList'))
    await page.goto(`${BASE_URL}/points-details`)
    const ledger = (await (await answered).json()).data
    await page.getByTestId('points-detail').first().waitFor()
    assert.equal(await page.getByTestId('points-detail').count(), ledger.list.length)
    const first = await text(page.getByTestId('points-detail').first())
    assert.ok(first.includes(ledger.list[0].reason), first)
    assert.match(first, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    assert.equal(await text(page.getByTestId('detail-point').first()), `+${ledger.list[0].point}`)
    await keepScreenshot(page, { path: 'test-results/points-details.png', fullPage: true })
  })

  it('/points-rules shows a visitor the active rules without a login', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/points-rules`)
    await page.getByTestId('points-rule').first().waitFor()
    assert.equal(await page.getByTestId('points-rule').count(), 8)
    assert.equal(await page.getByTestId('login-prompt').count(), 0)
    assert.match(await text(page.getByTestId('points-rules-intro')), /仅在中文模式下发放/)
  })

  it('the my page shows the balance on its points entry, which opens /my-points', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('points-cell').waitFor()
    const info = await asDemo('userPoints/info')
    await page.waitForFunction(
      (balance) => document.querySelector('[data-testid="points-cell"]')?.textContent?.includes(balance),
      String(info.balance),
    )
    await page.getByTestId('points-cell').click()
    await page.waitForURL(/\/my-points/)
    await page.getByTestId('points-balance').waitFor()
  })
})
