import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const searchApi = (kind, keyword) =>
  api(`/common-client/home/${kind}Search?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=10`)
const texts = async (locator) => (await locator.allInnerTexts()).map((text) => text.trim())

async function searchFor(page, keyword) {
  const input = page.locator('[data-testid="search-bar"] input')
  await input.fill(keyword)
  await input.press('Enter')
  await page.getByTestId('search-tab-information').waitFor()
}

describe('search in the H5 build', () => {
  it('opens /index-search with the hot keywords from the server', async (t) => {
    const page = await newPhonePage(device, t)
    const hot = await api('/common-client/home/listSearchRank')
    assert.equal(hot.code, 200)
    await page.goto(`${BASE_URL}/index-search`)
    await page.getByTestId('search-hot-item').first().waitFor()
    assert.deepEqual(
      await texts(page.getByTestId('search-hot-item')),
      hot.data.map((r) => r.keyword),
    )
    await keepScreenshot(page, { path: 'test-results/search-start.png' })
  })

  it('keeps the 6 most recent of 7 keywords, newest first, across a reload', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/index-search`)
    const keywords = ['厦门', '投资', '论坛', '产业', 'park', 'forum', '项目']
    for (const keyword of keywords) await searchFor(page, keyword)
    await page.reload()
    await page.getByTestId('search-history-item').first().waitFor()
    assert.deepEqual(await texts(page.getByTestId('search-history-item')), [...keywords].reverse().slice(0, 6))
    await page.reload()
    await page.getByTestId('search-history-item').first().waitFor()
    assert.equal(await page.getByTestId('search-history-item').count(), 6)
    assert.equal((await page.getByTestId('search-history-item').first().innerText()).trim(), '项目')
  })

  it('shows every kind with its count and opens a news hit at /newsDetails', async (t) => {
    const page = await newPhonePage(device, t)
    const news = await searchApi('information', '投资')
    await page.goto(`${BASE_URL}/index-search`)
    await searchFor(page, '投资')
    await page.getByTestId('search-hit').first().waitFor()
    assert.match(await page.getByTestId('search-tab-information').innerText(), new RegExp(`\\(${news.data.total}\\)`))
    assert.equal(await page.locator('[data-testid^="search-tab-"]').count(), 11)
    await keepScreenshot(page, { path: 'test-results/search-results.png' })
    const first = page.getByTestId('search-hit').first()
    assert.equal((await first.locator('.search-hit__title').innerText()).trim(), news.data.list[0].title)
    await first.click()
    await page.waitForURL(/\/newsDetails\?id=\d+/)
    await page.getByTestId('detail-title').waitFor()
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), news.data.list[0].title)
  })

  it('opens a project hit at /projectDetail', async (t) => {
    const page = await newPhonePage(device, t)
    const projects = await searchApi('project', '厦门')
    assert.ok(projects.data.total > 0)
    await page.goto(`${BASE_URL}/index-search?keyword=${encodeURIComponent('厦门')}`)
    await page.getByTestId('search-tab-project').click()
    await page.getByTestId('search-list-project').waitFor()
    const first = page.getByTestId('search-list-project').getByTestId('search-hit').first()
    assert.equal((await first.locator('.search-hit__title').innerText()).trim(), projects.data.list[0].title)
    await first.click()
    await page.waitForURL(new RegExp(`/projectDetail\\?id=${projects.data.list[0].id}`))
    await page.getByTestId('detail-title').waitFor()
  })

  it('runs a hot keyword tapped on the home page', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/home`)
    const keyword = page.getByTestId('home-hot').locator('.home__hot-keyword').first()
    await keyword.waitFor()
    const text = (await keyword.innerText()).trim()
    await keyword.click()
    await page.waitForURL(/\/index-search/)
    await page.getByTestId('search-tab-information').waitFor()
    assert.equal(await page.locator('[data-testid="search-bar"] input').inputValue(), text)
  })

  it('lands on the first kind that has hits, not on an empty tab', async (t) => {
    const page = await newPhonePage(device, t)
    const keyword = '半导体'
    const [news, projects] = await Promise.all([searchApi('information', keyword), searchApi('project', keyword)])
    assert.equal(news.data.total, 0)
    assert.ok(projects.data.total > 0)
    await page.goto(`${BASE_URL}/index-search?keyword=${encodeURIComponent(keyword)}`)
    await page.getByTestId('search-list-project').waitFor()
    assert.match(await page.getByTestId('search-tab-project').getAttribute('class'), /search-view__tab--active/)
    assert.equal(
      (
        await page
          .getByTestId('search-list-project')
          .getByTestId('search-hit')
          .first()
          .locator('.search-hit__title')
          .innerText()
      ).trim(),
      projects.data.list[0].title,
    )
  })

  it('has an all tab with the best hits of every kind, each leading to its own tab', async (t) => {
    const page = await newPhonePage(device, t)
    const keyword = '投资'
    const news = await searchApi('information', keyword)
    const projects = await searchApi('project', keyword)
    await page.goto(`${BASE_URL}/index-search?keyword=${encodeURIComponent(keyword)}`)
    await page.getByTestId('search-list-information').waitFor()
    await page.getByTestId('search-all-tab').click()
    await page.getByTestId('search-overview').waitFor()
    const newsGroup = page.getByTestId('search-overview-information')
    assert.deepEqual(
      await texts(newsGroup.locator('.search-hit__title')),
      news.data.list.slice(0, 3).map((hit) => hit.title),
    )
    assert.deepEqual(
      await texts(page.getByTestId('search-overview-project').locator('.search-hit__title')),
      projects.data.list.slice(0, 3).map((hit) => hit.title),
    )
    await keepScreenshot(page, { path: 'test-results/search-all.png' })
    await page
      .getByTestId('search-overview-project')
      .getByText(/查看全部/)
      .click()
    await page.getByTestId('search-list-project').waitFor()
    assert.match(await page.getByTestId('search-tab-project').getAttribute('class'), /search-view__tab--active/)
  })

  it('opens /mini-search with the same search and results', async (t) => {
    const page = await newPhonePage(device, t)
    const meetings = await searchApi('meeting', '论坛')
    await page.goto(`${BASE_URL}/mini-search?keyword=${encodeURIComponent('论坛')}`)
    await page.getByTestId('search-tab-meeting').click()
    await page.getByTestId('search-list-meeting').waitFor()
    assert.deepEqual(
      await texts(page.locator('[data-testid="search-list-meeting"] .search-hit__title')),
      meetings.data.list.map((m) => m.title),
    )
  })

  it('searches meetings only on /meeting-search and opens /meeting-details', async (t) => {
    const page = await newPhonePage(device, t)
    const meetings = await searchApi('meeting', 'forum')
    await page.goto(`${BASE_URL}/meeting-search`)
    const input = page.locator('[data-testid="search-bar"] input')
    await input.fill('forum')
    await input.press('Enter')
    await page.getByTestId('search-list-meeting').waitFor()
    assert.equal(await page.locator('[data-testid^="search-tab-"]').count(), 0)
    await page.getByTestId('search-hit').first().click()
    await page.waitForURL(new RegExp(`/meeting-details\\?meetingId=${meetings.data.list[0].id}`))
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), meetings.data.list[0].title)
  })

  it('opens /meeting-details directly by meetingId or id, with its facts and content', async (t) => {
    const page = await newPhonePage(device, t)
    const meeting = await api('/common-client/home/meetingDetail?id=2')
    await page.goto(`${BASE_URL}/meeting-details?meetingId=2`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), meeting.data.title)
    await page.locator('.rich-content').waitFor()
    const body = await page.locator('body').innerText()
    assert.ok(body.includes(meeting.data.venue))
    assert.match(body, /未开始|进行中|已结束/)
    await keepScreenshot(page, { path: 'test-results/meeting-details.png', fullPage: true })
    await page.goto(`${BASE_URL}/meeting-details?id=3`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal(
      (await page.getByTestId('detail-title').innerText()).trim(),
      (await api('/common-client/home/meetingDetail?id=3')).data.title,
    )
  })
})
