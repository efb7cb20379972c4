import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** The tab bar's labels, and the selected one's. */
async function tabs(page) {
  const bar = page.locator('taro-tabbar')
  await bar.locator('.weui-tabbar__item').first().waitFor()
  const labels = await bar.locator('.weui-tabbar__item').allInnerTexts()
  const selected = await bar.locator('.weui-bar__item_on').innerText()
  return { labels: labels.map((label) => label.trim()), selected: selected.trim() }
}

describe('the tab bar, which loads beside the first page', () => {
  it('shows the three tabs, marks the open one and switches to another', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/home`)
    assert.deepEqual(await tabs(page), { labels: ['首页', '搜索', '我的'], selected: '首页' })
    await page.locator('taro-tabbar .weui-tabbar__item', { hasText: '我的' }).click()
    await page.waitForURL(/\/my$/)
    assert.equal((await tabs(page)).selected, '我的')
  })

  it('takes the labels of the language the address asks for, set before the bar is there', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/home?X-Access-Lang=en-us`)
    assert.deepEqual(await tabs(page), { labels: ['Home', 'Search', 'Me'], selected: 'Home' })
  })
})
