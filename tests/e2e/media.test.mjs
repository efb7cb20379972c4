import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const firstText = async (locator) => (await locator.first().innerText()).trim()
const apiEn = async (path) => (await fetch(`${BASE_URL}${path}`, { headers: { lang: 'en-us' } })).json()

describe('videos in the H5 build', () => {
  it('lists videos from the server and opens the play page of the first one', async (t) => {
    const page = await newPhonePage(device, t)
    const videos = await api('/common-client/wechat/content/videoList?pageNum=1&pageSize=10')
    assert.ok(videos.data.total > 10)
    await page.goto(`${BASE_URL}/videoList`)
    const card = page.getByTestId('video-card').first()
    await card.waitFor()
    assert.equal(await firstText(page.locator('.media-video-card__title')), videos.data.list[0].title)
    await keepScreenshot(page, { path: 'test-results/media-video-list.png' })

    await card.click()
    await page.waitForURL(/\/(video-play-page|vip-video-detail)\?id=\d+/)
    assert.equal((await page.getByTestId('video-title').innerText()).trim(), videos.data.list[0].title)
    const src = await page.locator('video').first().getAttribute('src')
    assert.match(src ?? '', /\/static\/video\/demo-\d\.mp4$/)
    await page.getByTestId('related-videos').waitFor()
    await keepScreenshot(page, { path: 'test-results/media-video-play.png', fullPage: true })
  })

  it('opens the long video list, the VIP lists and the VIP detail directly', async (t) => {
    const page = await newPhonePage(device, t)
    for (const [path, kind] of [
      ['/long-video-list', 'long'],
      ['/vip-video-list', 'vip_roadshow'],
    ]) {
      const expected = await api(`/common-client/wechat/content/videoList?pageNum=1&pageSize=10&kind=${kind}`)
      await page.goto(`${BASE_URL}${path}`)
      await page.getByTestId('video-card').first().waitFor()
      assert.equal(await firstText(page.locator('.media-video-card__title')), expected.data.list[0].title, path)
    }

    const home = await api('/common-client/wechat/content/vipVideoHome')
    await page.goto(`${BASE_URL}/vip-video-homepage`)
    await page.getByTestId('vip-category').first().waitFor()
    assert.equal(await page.getByTestId('vip-category').count(), home.data.categories.length)
    assert.ok((await page.getByTestId('vip-featured').innerText()).includes(home.data.featured[0].title))
    await keepScreenshot(page, { path: 'test-results/media-vip-home.png', fullPage: true })

    const id = home.data.featured[0].id
    await page.goto(`${BASE_URL}/vip-video-detail?id=${id}`)
    assert.equal((await page.getByTestId('video-title').innerText()).trim(), home.data.featured[0].title)

    await page.goto(`${BASE_URL}/video-player?id=${id}`)
    await page.locator('video').first().waitFor({ state: 'attached' })
    assert.match((await page.locator('video').first().getAttribute('src')) ?? '', /demo-3\.mp4$/)
  })
})

describe('lives in the H5 build', () => {
  it('lists lives in all three states and filters by the live tab', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/exhibition-live`)
    await page.getByTestId('live-card').first().waitFor()
    // On day 2 the first page holds what is live and what comes next; what has ended follows (and has its tab).
    for (const state of [0, 1])
      assert.ok((await page.getByTestId(`live-state-${state}`).count()) > 0, `state ${state} shown`)
    await keepScreenshot(page, { path: 'test-results/media-exhibition-live.png', fullPage: true })
    await page.getByTestId('live-tab-2').click()
    await page.getByTestId('live-state-2').first().waitFor()

    const live = await api('/common-client/home/liveList?pageNum=1&pageSize=50&state=1')
    await page.getByTestId('live-tab-1').click()
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="live-card"]').length === n &&
        !document.querySelector('[data-testid="live-state-0"]'),
      live.data.total,
    )
    assert.equal(await page.getByTestId('live-state-2').count(), 0)
  })

  it('shows a countdown before the start, the stream while live and the replay after the end', async (t) => {
    const page = await newPhonePage(device, t)
    const pick = async (state) =>
      (await api(`/common-client/home/liveList?pageNum=1&pageSize=50&state=${state}`)).data.list
    const [upcoming] = await pick(0)
    await page.goto(`${BASE_URL}/meetingForumVideo?id=${upcoming.id}`)
    await page.getByTestId('live-countdown').waitFor()
    assert.equal((await page.getByTestId('live-title').innerText()).trim(), upcoming.title)
    const before = await page.getByTestId('live-countdown-time').innerText()
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="live-countdown-time"]').textContent !== text,
      before,
      { timeout: 5000 },
    )
    await keepScreenshot(page, { path: 'test-results/media-live-countdown.png' })

    const [onAir] = await pick(1)
    await page.goto(`${BASE_URL}/meetingForumVideo?id=${onAir.id}`)
    await page.getByTestId('live-title').waitFor()
    assert.match((await page.locator('video').first().getAttribute('src')) ?? '', /demo-1\.mp4$/)

    const replay = (await pick(2)).find((l) => l.hasReplay)
    await page.goto(`${BASE_URL}/meetingForumVideo?id=${replay.id}`)
    await page.getByTestId('live-title').waitFor()
    assert.match((await page.locator('video').first().getAttribute('src')) ?? '', /demo-2\.mp4$/)
    await keepScreenshot(page, { path: 'test-results/media-live-replay.png' })
  })
})

describe('speakers in the H5 build', () => {
  it('lists the featured speakers and opens a homepage with bio and videos', async (t) => {
    const page = await newPhonePage(device, t)
    const featured = await api('/common-client/wechat/content/speakerList?pageNum=1&pageSize=10&featured=true')
    await page.goto(`${BASE_URL}/essence-speaker`)
    await page.getByTestId('speaker-card').first().waitFor()
    assert.equal(await page.getByTestId('speaker-card').count(), featured.data.total)
    await page.getByTestId('speaker-card').first().click()
    await page.waitForURL(/\/speaker-homepage\?id=\d+/)
    assert.equal((await page.getByTestId('speaker-name').innerText()).trim(), featured.data.list[0].name)
    await page.getByTestId('speaker-videos').getByTestId('video-card').first().waitFor()
    await keepScreenshot(page, { path: 'test-results/media-speaker-homepage.png', fullPage: true })

    const all = await api('/common-client/wechat/content/speakerList?pageNum=1&pageSize=10')
    await page.goto(`${BASE_URL}/vip-speakers`)
    await page.getByTestId('speaker-card').first().waitFor()
    assert.equal(await page.getByTestId('speaker-card').count(), Math.min(all.data.total, 10))
    assert.ok(all.data.total > featured.data.total)
  })
})

describe('speaker follow and English in the H5 build', () => {
  it('follows a speaker after logging in, and the follow survives a reload', async (t) => {
    assert.ok(DEMO_TOKEN, 'the server printed a demo login link')
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/speaker-homepage?id=5&token=${DEMO_TOKEN}`)
    const button = page.getByTestId('follow-button')
    await button.waitFor()
    assert.equal(await button.getAttribute('aria-pressed'), 'false')
    await button.click()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') === 'true',
    )
    await page.reload()
    await page.getByTestId('speaker-name').waitFor()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') === 'true',
    )
  })

  it('shows live states and a live in English once the language is switched', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('language-cell').click()
    await page.getByText('English', { exact: true }).last().click()
    await page.getByText('Not logged in').waitFor()

    await page.goto(`${BASE_URL}/exhibition-live`)
    await page.getByTestId('live-card').first().waitFor()
    assert.equal((await page.getByTestId('live-tab-1').innerText()).trim(), 'Live')
    const [onAir] = (await apiEn('/common-client/home/liveList?pageNum=1&pageSize=1&state=1')).data.list
    await page.goto(`${BASE_URL}/meetingForumVideo?id=${onAir.id}`)
    await page.getByTestId('live-title').waitFor()
    assert.equal((await page.getByTestId('live-title').innerText()).trim(), onAir.title)
    assert.doesNotMatch(onAir.title, /[\u4e00-\u9fff]/)
    await keepScreenshot(page, { path: 'test-results/media-live-en.png' })
  })
})

describe('pre-docking history in the H5 build', () => {
  it('lists the records, opens one with its documents and videos, and lists all documents', async (t) => {
    const page = await newPhonePage(device, t)
    const histories = await api('/common-client/preDocking/historyList?pageNum=1&pageSize=10')
    await page.goto(`${BASE_URL}/history-list`)
    await page.getByTestId('history-card').first().waitFor()
    assert.equal(await page.getByTestId('history-card').count(), Math.min(histories.data.total, 10))
    await page.getByTestId('history-card').first().click()
    await page.waitForURL(/\/history-details\?id=\d+/)
    assert.equal((await page.getByTestId('history-title').innerText()).trim(), histories.data.list[0].title)
    await page.getByTestId('history-files').waitFor()
    await page.getByTestId('history-videos').waitFor()
    await keepScreenshot(page, { path: 'test-results/media-history-details.png', fullPage: true })

    const files = await api('/common-client/preDocking/fileList?pageNum=1&pageSize=10')
    await page.goto(`${BASE_URL}/files-list`)
    await page.getByTestId('file-row').first().waitFor()
    assert.equal(await page.getByTestId('file-row').count(), Math.min(files.data.total, 10))
    assert.ok((await page.getByTestId('file-row').first().innerText()).includes(files.data.list[0].name))
  })
})
