import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** Each news list route, its category and its zh-cn title. */
const ROUTES = [
  { path: '/zjdt', category: 'fair', title: '大会动态' },
  { path: '/industy-news', category: 'investment', title: '行业资讯' },
  { path: '/microNews', category: 'media', title: '微资讯' },
  { path: '/businessNews', category: 'investment', title: '企业资讯' },
  { path: '/cifit/noticeNews', category: 'fair', title: '大会公告' },
]

const search = (category, pageSize = 10) =>
  api(`/common-client/home/informationSearch?category=${category}&pageNum=1&pageSize=${pageSize}`)

describe('news lists in the H5 build', () => {
  for (const route of ROUTES) {
    it(`${route.path} opens directly and lists its news from the server`, async (t) => {
      const first = await search(route.category)
      assert.equal(first.code, 200)
      assert.ok(first.data.total >= 5, 'the category has news')

      const page = await newPhonePage(device, t)
      await page.goto(`${BASE_URL}${route.path}`)
      const card = page.getByTestId('news-card').first()
      await card.waitFor()
      assert.equal(await page.getByTestId('news-card').count(), Math.min(first.data.total, 10))
      assert.equal((await card.locator('.news-card__title').innerText()).trim(), first.data.list[0].title)
      await page.waitForFunction((title) => document.title === title, route.title, { timeout: 10000 })
    })
  }

  it('/localCase lists local cases for commerce-worktrends and public notices otherwise, each under its title', async (t) => {
    const page = await newPhonePage(device, t)
    for (const [query, kind, title] of [
      ['type=commerce-worktrends', 'case', '地方案例'],
      ['type=other', 'notice', '公示公告'],
    ]) {
      const { data } = await api(`/common-client/commerce/articleList?kind=${kind}&pageNum=1&pageSize=10`)
      await page.goto(`${BASE_URL}/localCase?${query}`)
      const row = page.getByTestId('commerce-row').first()
      await row.waitFor()
      assert.equal((await row.locator('.commerce-row__title').innerText()).trim(), data.list[0].title)
      await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10000 })
    }
  })

  it('opens a news detail with the same title from a list card', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/industy-news`)
    const card = page.getByTestId('news-card').nth(1)
    await card.waitFor()
    const title = (await card.locator('.news-card__title').innerText()).trim()
    await card.click()
    await page.waitForURL(/\/newsDetails\?id=\d+/)
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), title)
    await keepScreenshot(page, { path: 'test-results/news-detail-from-list.png' })
  })
})
