import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchBrowser } from './browser.mjs'

const WIDE = { width: 1280, height: 800 }
const XIAMEN = 350200

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** Waits until Taro has finished sliding the newest page in (the page under it is hidden then). */
const settled = (page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('.taro_page')].filter((p) => window.getComputedStyle(p).display !== 'none')
        .length === 1,
  )

/** A desktop-sized page (1280x800) that reports uncaught page errors. */
async function newWidePage(t) {
  const context = await browser.newContext({ viewport: WIDE, deviceScaleFactor: 1, serviceWorkers: 'block' })
  const page = await context.newPage()
  page.on('pageerror', (error) => t.diagnostic(`page error: ${error.message}`))
  return page
}

const post = async (path, body) => {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

const firstPage = { pageNum: 1, pageSize: 10 }
const query = new URLSearchParams({ pageNum: '1', pageSize: '10' })

/** Each list section: its zone path, its detail path and the server call that fills it. */
const SECTIONS = {
  park: { list: '/pcpark', detail: '/pcparkdetail', load: () => post('/merchants-client/park/list', firstPage) },
  project: {
    list: '/pcproject',
    detail: '/pcprojectdetail',
    load: () => post('/merchants-client/project/list', { ...firstPage, areaId: XIAMEN }),
  },
  policy: {
    list: '/pcpolicy',
    detail: '/pcpolicydetail',
    load: () => api(`/common-client/home/policySearch?${query}`),
  },
  cluster: {
    list: '/pccluster',
    detail: '/pcclusterdetail',
    load: () => api(`/common-client/city/clusterList?${query}&areaId=${XIAMEN}`),
  },
  news: { list: '/pcnews', detail: '/pcnewsdetail', load: () => api(`/common-client/home/informationSearch?${query}`) },
  activity: {
    list: '/pcactivity',
    detail: '/pcactivitydetail',
    load: () => api(`/common-client/home/meetingSearch?${query}`),
  },
  enterprise: {
    list: '/pcenterprise',
    detail: '/pcenterprisedetail',
    load: () => api(`/common-client/home/enterpriseSearch?${query}`),
    idOf: (hit) => hit.enterpriseId,
    titleOf: (hit) => hit.name,
  },
}

async function firstItems(section) {
  const answer = await SECTIONS[section].load()
  assert.equal(answer.code, 200, `${section}: the server answers its list call`)
  assert.ok(answer.data.total > 0, `${section}: the server has content`)
  return answer.data.list
}

const text = async (locator) => (await locator.innerText()).trim()

describe('the hot-city zone at 1280x800', () => {
  it('opens /pchotcity with the city banner and every section filled from the server', async (t) => {
    const page = await newWidePage(t)
    const area = await api(`/common-client/wechat/content/getAreaInfo?areaId=${XIAMEN}`)
    await page.goto(`${BASE_URL}/pchotcity`)
    await page.getByTestId('pc-layout').waitFor()
    assert.match(await page.getByTestId('pc-layout').getAttribute('class'), /pc-layout--wide/)
    const parks = await firstItems('park')
    const parkSection = page.getByTestId('pc-section-park')
    await parkSection.getByTestId('pc-card').first().waitFor()
    assert.equal(await text(parkSection.locator('.pc-card__title').first()), parks[0].title)
    if (area.code === 200) assert.equal(await text(page.locator('.pc-banner__city')), area.data.name)

    // The content column is centred and no wider than 1200 px; the top bar keeps all eight sections on one line.
    const column = await page.locator('.pc-layout__column').boundingBox()
    assert.ok(column.width <= 1200, `column width ${column.width}`)
    const viewport = await page.evaluate(() => document.documentElement.clientWidth)
    assert.ok(Math.abs(column.x - (viewport - column.width) / 2) <= 1, 'column centred')
    const navTops = await page
      .locator('.pc-nav__item')
      .evaluateAll((items) => items.map((el) => el.getBoundingClientRect().top))
    assert.equal(navTops.length, 8)
    assert.equal(new Set(navTops).size, 1, 'navigation on one line')
    const cards = await parkSection
      .locator('.pc-card')
      .evaluateAll((items) => items.map((el) => el.getBoundingClientRect().top))
    assert.ok(cards.length >= 2 && cards[0] === cards[1], 'preview cards side by side')
    await keepScreenshot(page, { path: 'test-results/pc-hotcity.png' })
    await page.evaluate(() => document.querySelector('.taro_page').scrollTo(0, 760))
    // Covers below the fold load lazily once they scroll into view.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.pc-card__cover img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.getBoundingClientRect().bottom > 0)
        .every((img) => img.complete && img.naturalWidth > 0),
    )
    await keepScreenshot(page, { path: 'test-results/pc-hotcity-sections.png' })

    await page.getByTestId('pc-more-park').click()
    await page.waitForURL(/\/pcpark$/)
    await settled(page)
    assert.equal(await page.locator('.pc-nav__item--active').getAttribute('data-testid'), 'pc-nav-park')
  })

  it('opens /pcintroduction with the city profile from the server', async (t) => {
    const page = await newWidePage(t)
    const area = await api(`/common-client/wechat/content/getAreaInfo?areaId=${XIAMEN}`)
    assert.equal(area.code, 200, 'the server answers getAreaInfo')
    await page.goto(`${BASE_URL}/pcintroduction`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal(await text(page.getByTestId('detail-title')), area.data.name)
    assert.equal(await page.locator('.pc-nav__item--active').getAttribute('data-testid'), 'pc-nav-introduction')
    await keepScreenshot(page, { path: 'test-results/pc-introduction.png' })
  })

  for (const [section, { list, detail, idOf = (hit) => hit.id, titleOf = (hit) => hit.title }] of Object.entries(
    SECTIONS,
  )) {
    it(`opens ${list} and ${detail} directly with server content`, async (t) => {
      const items = await firstItems(section)
      const page = await newWidePage(t)
      await page.goto(`${BASE_URL}${list}`)
      const card = page.getByTestId('pc-card').first()
      await card.waitFor()
      assert.equal(await page.getByTestId('pc-card').count(), items.length)
      assert.equal(await text(card.locator('.pc-card__title')), titleOf(items[0]))
      assert.equal(await page.locator('.pc-nav__item--active').getAttribute('data-testid'), `pc-nav-${section}`)

      await page.goto(`${BASE_URL}${detail}?id=${idOf(items[0])}`)
      await page.getByTestId('detail-title').waitFor()
      assert.equal(await text(page.getByTestId('detail-title')), titleOf(items[0]))
      await page.locator('.rich-content').waitFor()
    })
  }

  it('goes from the park list to a park detail with the same title, laid out as an article with a side column', async (t) => {
    const page = await newWidePage(t)
    const parks = await firstItems('park')
    await page.goto(`${BASE_URL}/pcpark`)
    const card = page.getByTestId('pc-card').first()
    await card.waitFor()
    const gridTops = await page
      .locator('.pc-card')
      .evaluateAll((items) => items.slice(0, 3).map((el) => el.getBoundingClientRect().top))
    assert.equal(new Set(gridTops).size, 1, 'cards laid out in a grid')
    const total = (await post('/merchants-client/park/list', firstPage)).data.total
    if (total > 10) {
      // Scrolling the button into view would reach the page bottom and load the next page on its own.
      await page.getByTestId('pc-load-more').dispatchEvent('click')
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="pc-card"]').length >= n,
        Math.min(total, 20),
      )
    }
    // The Taro page element scrolls, not the window.
    await page.evaluate(() => document.querySelector('.taro_page').scrollTo(0, 0))
    await keepScreenshot(page, { path: 'test-results/pc-park-list.png' })

    const title = await text(card.locator('.pc-card__title'))
    assert.equal(title, parks[0].title)
    await card.click()
    await page.waitForURL(/\/pcparkdetail\?id=\d+/)
    assert.equal(await text(page.getByTestId('detail-title')), title)
    await page.locator('.rich-content').waitFor()
    // Both boxes from one frame: the page may still be sliding in.
    const [main, side] = await page.evaluate(() =>
      ['.pc-article__main', '.pc-article__side'].map((selector) =>
        document.querySelector(selector).getBoundingClientRect().toJSON(),
      ),
    )
    assert.ok(side.left > main.right - 1, 'side column to the right of the article')
    await page.getByTestId('pc-related').waitFor()
    await settled(page)
    await keepScreenshot(page, { path: 'test-results/pc-park-detail.png' })
  })

  it('stays usable on a phone: two cards across, the side column under the article', async (t) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    page.on('pageerror', (error) => t.diagnostic(`page error: ${error.message}`))
    await page.goto(`${BASE_URL}/pcpark`)
    await page.getByTestId('pc-card').first().waitFor()
    assert.match(await page.getByTestId('pc-layout').getAttribute('class'), /pc-layout--narrow/)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.ok(width <= 375, `no horizontal overflow (${width})`)
    const columns = await page
      .locator('.pc-card')
      .evaluateAll((items) => new Set(items.map((el) => el.getBoundingClientRect().left)).size)
    assert.equal(columns, 2, 'two cards across on a phone')
    await keepScreenshot(page, { path: 'test-results/pc-park-list-phone.png' })

    const parks = await firstItems('park')
    await page.goto(`${BASE_URL}/pcparkdetail?id=${parks[0].id}`)
    await page.getByTestId('detail-title').waitFor()
    const main = await page.locator('.pc-article__main').boundingBox()
    const side = await page.locator('.pc-article__side').boundingBox()
    assert.ok(side.y >= main.y + main.height, 'the side column goes under the article on a phone')
    assert.ok(main.width <= 375)
    await keepScreenshot(page, { path: 'test-results/pc-park-detail-phone.png' })
  })
})
