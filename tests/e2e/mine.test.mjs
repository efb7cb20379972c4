import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newDemoPage, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** The demo user's own answer from the API, as the page should show it. */
async function demoApi(path, lang = 'zh') {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { accesstoken: DEMO_TOKEN, lang } })
  return (await res.json()).data
}

const titles = async (page, testId) =>
  (await page.getByTestId(testId).locator('.content-card__title').allInnerTexts()).map((text) => text.trim())

describe('what the user kept', () => {
  it('asks a visitor to log in on each list', async (t) => {
    const page = await newPhonePage(device, t)
    for (const path of [
      '/mypage-collection',
      '/mypage-like',
      '/mypage-follow',
      '/mypage-inquiry',
      '/mypage-submitInquiry',
    ]) {
      await page.goto(`${BASE_URL}${path}`)
      await page.getByTestId('login-prompt').waitFor()
    }
  })

  it('collects a project and finds it from the my page count, filtered by type, opening it again', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/projectDetail?id=5&type=1`)
    const title = (await page.getByTestId('detail-title').innerText()).trim()
    const state = await fetch(`${BASE_URL}/user-central/unify/checkCollect`, {
      method: 'POST',
      headers: { accesstoken: DEMO_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 2, contentId: 5 }),
    }).then((res) => res.json())
    if (!state.data.collected) {
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/unify/collect')),
        page.getByTestId('collect-button').click(),
      ])
    }

    await page.goto(`${BASE_URL}/my`)
    const stat = page.getByTestId('my-stat-collections')
    await stat.waitFor()
    await stat.click()
    await page.waitForURL(/\/mypage-collection/)
    await page.getByTestId('mine-item').first().waitFor()
    const expected = await demoApi('/user-central/mine/collections?pageNum=1&pageSize=10')
    assert.deepEqual(
      await titles(page, 'mine-item'),
      expected.list.map((item) => item.title),
    )
    assert.ok((await titles(page, 'mine-item')).includes(title))
    // The router slides the new page in; shoot once it has settled.
    await page.waitForTimeout(500)
    await keepScreenshot(page, { path: 'test-results/mine-collection-zh-cn.png' })

    await page.goto(`${BASE_URL}/mypage-collection?contentType=2`)
    await page.getByTestId('mine-item').first().waitFor()
    const projects = await demoApi('/user-central/mine/collections?pageNum=1&pageSize=10&contentType=2')
    assert.deepEqual(
      await titles(page, 'mine-item'),
      projects.list.map((item) => item.title),
    )
    await page.getByTestId('mine-item').filter({ hasText: title }).click()
    await page.waitForURL(/\/projectDetail\?id=5/)
  })

  it('lists what the user follows, in English too', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/mypage-follow?X-Access-Lang=en-us`)
    const expected = await demoApi('/user-central/mine/follows?pageNum=1&pageSize=10', 'en')
    if (expected.total === 0) {
      await page.getByTestId('status-empty').waitFor()
      assert.match(await page.getByTestId('status-empty').innerText(), /Not following anything yet/)
    } else {
      await page.getByTestId('mine-item').first().waitFor()
      assert.deepEqual(
        await titles(page, 'mine-item'),
        expected.list.map((item) => item.title),
      )
      assert.match(await page.locator('.content-list__count').innerText(), new RegExp(`${expected.total} in all`))
    }
    // The router slides the new page in; shoot once it has settled.
    await page.waitForTimeout(500)
    await keepScreenshot(page, { path: 'test-results/mine-follow-en-us.png' })
  })

  it('likes a news item and finds it under my likes', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await Promise.all([
      page.waitForResponse((res) => res.url().includes('/mine/likes')),
      page.getByTestId('likes-cell').click(),
    ])
    await page.waitForURL(/\/mypage-like/)
    const before = await demoApi('/user-central/mine/likes?pageNum=1&pageSize=10')
    await fetch(`${BASE_URL}/user-central/unify/agree`, {
      method: 'POST',
      headers: { accesstoken: DEMO_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 7, contentId: 2 }),
    })
    await page.reload()
    const after = await demoApi('/user-central/mine/likes?pageNum=1&pageSize=10')
    assert.notEqual(after.total, before.total)
    if (after.total === 0) await page.getByTestId('status-empty').waitFor()
    else {
      await page.getByTestId('mine-item').first().waitFor()
      assert.deepEqual(
        await titles(page, 'mine-item'),
        after.list.map((item) => item.title),
      )
    }
  })
})

describe('purchase enquiries', () => {
  for (const [language, lang, from] of [
    ['zh-cn', 'zh', '询价人：王磊'],
    ['en-us', 'en', 'From: 王磊'],
  ]) {
    it(`shows the enquiries the demo enterprise received, with who sent them (${language})`, async (t) => {
      const page = await newDemoPage(device, t)
      await page.goto(`${BASE_URL}/my?X-Access-Lang=${language}`)
      await page.getByTestId('received-inquiries-cell').click()
      await page.waitForURL(/\/mypage-inquiry/)
      await page.getByTestId('inquiry-item').first().waitFor()
      const expected = await demoApi('/user-central/mine/inquiries?box=received&pageNum=1&pageSize=10', lang)
      assert.deepEqual(
        await titles(page, 'inquiry-item'),
        expected.list.map((item) => item.productName),
      )
      assert.ok((await page.getByTestId('inquiry-item').allInnerTexts()).some((text) => text.includes(from)))
      // The router slides the new page in; shoot once it has settled.
      // The router slides the new page in; shoot once it has settled.
      await page.waitForTimeout(500)
      await keepScreenshot(page, { path: `test-results/mine-inquiry-${language}.png` })
    })
  }

  it('shows the enquiries the user sent, or says where they come from', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('inquiries-cell').click()
    await page.waitForURL(/\/mypage-submitInquiry/)
    const expected = await demoApi('/user-central/mine/inquiries?box=sent&pageNum=1&pageSize=10')
    if (expected.total === 0) {
      await page.getByTestId('status-empty').waitFor()
      assert.match(await page.getByTestId('status-empty').innerText(), /在产品详情页点“询价”/)
    } else {
      await page.getByTestId('inquiry-item').first().waitFor()
      assert.deepEqual(
        await titles(page, 'inquiry-item'),
        expected.list.map((item) => item.productName),
      )
    }
  })
})
