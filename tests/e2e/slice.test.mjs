import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newPhonePage, scrollPage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

describe('the vertical slice in the H5 build', () => {
  it('redirects / to /home, which shows the latest projects from the server', async (t) => {
    const page = await newPhonePage(device, t)
    const latest = await api('/common-client/home/projectSearch?pageNum=1&pageSize=5')
    assert.equal(latest.code, 200)
    await page.goto(`${BASE_URL}/`)
    await page.waitForURL(/\/home$/)
    const card = page.getByTestId('project-card').first()
    await card.waitFor()
    assert.equal(await page.getByTestId('project-card').count(), latest.data.list.length)
    assert.match(await card.innerText(), new RegExp(latest.data.list[0].title.slice(0, 8)))
    assert.ok((await page.getByTestId('news-card').count()) > 0, 'latest news shown')
    assert.ok((await page.getByTestId('home-entry').count()) > 0, 'quick entries shown')
    await keepScreenshot(page, { path: 'test-results/home.png' })
  })

  it('loads a second page of projects on scroll and opens a detail', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/projectList`)
    await page.getByTestId('project-card').first().waitFor()
    assert.equal(await page.getByTestId('project-card').count(), 10)
    await scrollPage(page, 20000)
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-card"]').length >= 20, null, {
      timeout: 15000,
    })
    await keepScreenshot(page, { path: 'test-results/project-list.png' })

    const first = page.getByTestId('project-card').first()
    const title = (await first.locator('.content-card__title').innerText()).trim()
    await first.click()
    await page.waitForURL(/\/projectDetail\?id=\d+/)
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), title)
  })

  it('filters the list by keyword', async (t) => {
    const page = await newPhonePage(device, t)
    const expected = await api(
      `/common-client/home/projectSearch?keyword=${encodeURIComponent('新能源')}&pageNum=1&pageSize=10`,
    )
    await page.goto(`${BASE_URL}/projectList?keyword=${encodeURIComponent('新能源')}`)
    await page
      .getByTestId(expected.data.total ? 'project-card' : 'status-empty')
      .first()
      .waitFor()
    const shown = await page.getByTestId('project-card').count()
    assert.equal(shown, Math.min(expected.data.total, 10))
  })

  it('opens a project detail directly by URL and never runs a script from its rich text', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/projectDetail?id=7&type=1`)
    await page.getByTestId('detail-title').waitFor()
    const html = await page.locator('.rich-content').innerHTML()
    assert.doesNotMatch(html, /<script|javascript:/i)
    await page
      .locator('.rich-content a')
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined)
    await page.waitForTimeout(300)
    assert.deepEqual(page.dialogs, [])
    await keepScreenshot(page, { path: 'test-results/project-detail.png', fullPage: true })
  })

  it('shows a not-found state for an unknown project', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/projectDetail?id=999999`)
    await page.getByTestId('status-error').waitFor()
    assert.match(await page.getByTestId('status-error').innerText(), /不存在/)
  })

  it('switches the language from the my tab and the visible text follows', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('my-name').waitFor()
    assert.equal((await page.getByTestId('my-name').innerText()).trim(), '未登录')
    await page.getByTestId('language-cell').click()
    await page.getByText('English', { exact: true }).last().click()
    await page.getByText('Not logged in').waitFor()
    await page.goto(`${BASE_URL}/home`)
    await page.getByText('Latest projects').waitFor()
    const titles = await api('/common-client/home/projectSearch?pageNum=1&pageSize=1')
    assert.notEqual(titles.data.list.length, 0)
  })

  it('loads English only for a visitor who asks for it, painting it first time without raw keys', async (t) => {
    const page = await newPhonePage(device, t)
    const requested = []
    page.on('request', (request) => requested.push(request.url()))
    // innerText leaves out what is not painted (visibility: hidden), so this records Chinese the visitor could see.
    await page.addInitScript(() => {
      window.__paintedChinese = false
      new window.MutationObserver(() => {
        if (document.body?.innerText.includes('未登录')) window.__paintedChinese = true
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
    })
    const englishChunk = () => requested.filter((url) => /i18n-en-us/.test(url)).length

    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('my-name').waitFor()
    assert.equal(englishChunk(), 0, 'a Chinese visitor does not download English')

    await page.goto(`${BASE_URL}/my?X-Access-Lang=en-us`)
    await page.getByText('Not logged in').waitFor()
    assert.equal(await page.evaluate(() => window.__paintedChinese), false, 'no Chinese before the English')

    await page.goto(`${BASE_URL}/home`)
    await page.getByText('Latest projects').waitFor()
    await page.goto(`${BASE_URL}/my`)
    await page.getByText('Not logged in').waitFor()
    assert.equal(await page.evaluate(() => window.__paintedChinese), false, 'the stored language paints first time too')
    assert.doesNotMatch(await page.locator('body').innerText(), /\b(?:route|common|my|tab|language)\.[a-zA-Z]/)
    assert.ok(englishChunk() > 0, 'English came as its own chunk')
  })

  it('logs in with a token in the address, removes it from the address bar, and keeps a collect (made with the keyboard) across reloads', async (t) => {
    assert.ok(DEMO_TOKEN, 'the server printed a demo login link')
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/projectDetail?id=3&type=1&token=${DEMO_TOKEN}`)
    await page.getByTestId('detail-title').waitFor()
    await page.waitForFunction(() => !location.search.includes('token='))
    assert.doesNotMatch(page.url(), /token=/)

    const button = page.getByTestId('collect-button')
    // Like and collect share one row of the action bar.
    const [like, collect] = await Promise.all([page.getByTestId('like-button').boundingBox(), button.boundingBox()])
    assert.equal(Math.round(like.y), Math.round(collect.y))
    const before = await button.innerText()
    const pressed = await button.getAttribute('aria-pressed')
    // A real button: focusable, and Enter presses it.
    await button.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="collect-button"]')?.textContent?.trim() !== text,
      before.trim(),
    )
    const after = (await button.innerText()).trim()
    assert.equal(await button.getAttribute('aria-pressed'), String(pressed !== 'true'))
    await page.reload()
    await page.getByTestId('detail-title').waitFor()
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="collect-button"]')?.textContent?.trim() === text,
      after,
    )

    await page.goto(`${BASE_URL}/my`)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="my-name"]')?.textContent?.trim() !== '未登录',
    )
  })
})
