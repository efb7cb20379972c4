import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** Seed 000 section 2 and the circle's posts: the page each search-hit type code opens (content id 1 of each kind exists in the seed). */
const JUMPS = [
  [2, /\/projectDetail\?id=1$/],
  [3, /\/richDetail\?id=1$/],
  [5, /\/exhibitionBooth\?id=1$/],
  [6, /\/parkDetail\?id=1$/],
  [7, /\/newsDetails\?id=1$/],
  [8, /\/clusterDetail\?id=1$/],
  [9, /\/businessProductDetail\?id=1$/],
  [10, /\/vip-video-detail\?id=1$/],
  [13, /\/meeting-details\?meetingId=1$/],
  [15, /\/meetingForumVideo\?id=1$/],
  // An investment-circle post (dynamicSearch).
  [28, /\/goldkey-socialDetail\?id=1$/],
]
/** Codes the seed does not list: never shown. */
const HIDDEN = [1, 4, 11, 12, 14]

const hit = (type) => ({
  id: 1,
  type,
  title: `code-${type}`,
  summary: '',
  cover: '/static/img/news-1.svg',
  time: Date.now(),
})

/** The search page, with the news tab answering one hit of every code (listed and unlisted). */
async function searchPage(t) {
  const page = await newPhonePage(device, t)
  await page.route('**/common-client/home/informationSearch*', (route) => {
    const list = [...JUMPS.map(([type]) => hit(type)), ...HIDDEN.map(hit)]
    return route.fulfill({
      json: { code: 200, msg: 'ok', data: { list, total: list.length, pageNum: 1, pageSize: 20 } },
    })
  })
  await page.goto(`${BASE_URL}/index-search?keyword=${encodeURIComponent('投资')}`)
  await page.getByTestId('search-hit').first().waitFor()
  return page
}

describe('a search result opens by its type code', () => {
  it('shows only the codes the seed lists', async (t) => {
    const page = await searchPage(t)
    const titles = (await page.locator('[data-testid="search-hit"] .search-hit__title').allInnerTexts()).map((s) =>
      s.trim(),
    )
    assert.deepEqual(titles.sort(), JUMPS.map(([type]) => `code-${type}`).sort())
  })

  for (const [type, path] of JUMPS) {
    it(`code ${type} opens ${path.source.replace(/\\/g, '')}`, async (t) => {
      const page = await searchPage(t)
      // By its type attribute: the text code-2 is also in code-28.
      await page.locator(`[data-testid="search-hit"][data-type="${type}"]`).click()
      await page.waitForURL(path)
      await page.waitForLoadState('networkidle')
      assert.equal(
        await page.locator('.taro_page:not([style*="display: none"]) [data-testid="status-error"]').count(),
        0,
      )
    })
  }
})
