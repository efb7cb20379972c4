import assert from 'node:assert/strict'
import { Buffer } from 'node:buffer'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newPhonePage, scrollPage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** A phone page whose window.open only records the URLs it was asked to open (no real tabs in the test). */
async function recordingPage(t) {
  const page = await newPhonePage(device, t)
  await page.addInitScript(() => {
    window.__opened = []
    window.open = (url) => {
      window.__opened.push(String(url))
      return {}
    }
  })
  return page
}

const openedUrls = (page) => page.evaluate(() => window.__opened)

const userApi = async (path, init = {}) => {
  const response = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { accesstoken: DEMO_TOKEN, 'content-type': 'application/json', ...init.headers },
  })
  return response.json()
}

describe('files in the H5 build', () => {
  it('lists the material centre, loads more on scroll, opens /file-pdf and the PDF itself', async (t) => {
    const page = await recordingPage(t)
    const first = await api('/common-client/files/list?pageNum=1&pageSize=10')
    assert.equal(first.code, 200)
    assert.ok(first.data.total > 10, 'enough documents for a second page')

    await page.goto(`${BASE_URL}/files-center`)
    const card = page.getByTestId('file-card').first()
    await card.waitFor()
    assert.equal(await page.getByTestId('file-card').count(), 10)
    assert.equal((await card.getByTestId('file-name').innerText()).trim(), first.data.list[0].name)
    await scrollPage(page, 20000)
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="file-card"]').length >= n,
      first.data.total,
      { timeout: 15000 },
    )
    await keepScreenshot(page, { path: 'test-results/files-center.png' })

    await scrollPage(page, -20000)
    await card.click()
    await page.waitForURL(/\/file-pdf\?id=\d+/)
    assert.equal((await page.getByTestId('file-title').innerText()).trim(), first.data.list[0].name)
    assert.match(await page.getByTestId('file-sheet').innerText(), /PDF/)
    await page.waitForTimeout(400) // the page slide-in transition
    await keepScreenshot(page, { path: 'test-results/file-pdf.png' })

    await page.getByTestId('file-open').click()
    await page.waitForFunction(() => window.__opened.length > 0)
    const [opened] = await openedUrls(page)
    const pdfUrl = new URL(opened, BASE_URL)
    assert.equal(pdfUrl.pathname, first.data.list[0].url)
    const pdf = await fetch(pdfUrl)
    assert.equal(pdf.status, 200)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
      '%PDF-',
    )
  })

  it('narrows the material centre by keyword', async (t) => {
    const page = await newPhonePage(device, t)
    const expected = await api(`/common-client/files/list?pageNum=1&pageSize=10&keyword=${encodeURIComponent('报告')}`)
    assert.ok(expected.data.total > 0)
    await page.goto(`${BASE_URL}/files-center?keyword=${encodeURIComponent('报告')}`)
    await page.getByTestId('file-card').first().waitFor()
    assert.equal(await page.getByTestId('file-card').count(), expected.data.total)
  })

  it('opens /file-pdf directly with a url and name (as the pre-docking file list does)', async (t) => {
    const page = await recordingPage(t)
    await page.goto(
      `${BASE_URL}/file-pdf?url=${encodeURIComponent('/static/files/forum-agenda-2026.pdf')}&name=${encodeURIComponent('论坛议程')}`,
    )
    await page.getByTestId('file-title').waitFor()
    assert.equal((await page.getByTestId('file-title').innerText()).trim(), '论坛议程')
    await page.getByTestId('file-open').click()
    await page.waitForFunction(() => window.__opened.length > 0)
    assert.equal(new URL((await openedUrls(page))[0], BASE_URL).pathname, '/static/files/forum-agenda-2026.pdf')
  })

  it('lists the appendixes of a content item on /downloadFile and previews one on /down-view', async (t) => {
    const page = await recordingPage(t)
    const appendixes = await api('/common-client/home/getContentAppendixes?contentId=1&contentType=6')
    assert.ok(appendixes.data.length > 0)
    await page.goto(`${BASE_URL}/downloadFile?contentId=1&contentType=6`)
    await page.getByTestId('appendix-row').first().waitFor()
    const names = (await page.getByTestId('file-name').allInnerTexts()).map((n) => n.trim())
    assert.deepEqual(
      names,
      appendixes.data.map((a) => a.name),
    )
    await keepScreenshot(page, { path: 'test-results/download-file.png' })

    await page.getByTestId('appendix-open').first().click()
    await page.waitForFunction(() => window.__opened.length > 0)
    assert.equal(new URL((await openedUrls(page))[0], BASE_URL).pathname, appendixes.data[0].url)

    const image = appendixes.data.find((a) => a.url.endsWith('.svg'))
    assert.ok(image, 'a park has its floor plan attached')
    await page.getByTestId('appendix-row').filter({ hasText: image.name }).getByTestId('file-name').click()
    await page.waitForURL(/\/down-view\?/)
    await page.getByTestId('file-preview').locator('img').waitFor()
    assert.match(await page.getByTestId('file-preview').locator('img').getAttribute('src'), /\/static\/img\/.+\.svg$/)
    assert.equal((await page.getByTestId('file-title').innerText()).trim(), image.name)
  })

  it('opens /downloadFile by id alone (a project) and /down-view of a PDF', async (t) => {
    const page = await newPhonePage(device, t)
    const appendixes = await api('/common-client/home/getContentAppendixes?contentId=2&contentType=2')
    await page.goto(`${BASE_URL}/downloadFile?id=2`)
    await page.getByTestId('appendix-row').first().waitFor()
    assert.equal(await page.getByTestId('appendix-row').count(), appendixes.data.length)

    await page.goto(
      `${BASE_URL}/down-view?url=${encodeURIComponent(appendixes.data[0].url)}&name=${encodeURIComponent(appendixes.data[0].name)}`,
    )
    await page.getByTestId('file-open').waitFor()
    assert.equal((await page.getByTestId('file-title').innerText()).trim(), appendixes.data[0].name)
  })

  it('asks for login on /download-records without a token', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/download-records`)
    await page.getByTestId('login-prompt').waitFor()
    await page.getByTestId('login-prompt-button').click()
    await page.waitForURL(/\/login/)
  })

  it('records a file the demo user opens, lists it on /download-records and deletes it', async (t) => {
    assert.ok(DEMO_TOKEN, 'the e2e runner provides a demo token')
    const doc = await api('/common-client/files/info?id=5')
    const page = await recordingPage(t)
    await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
    await page.waitForURL(/\/home$/)

    await page.goto(`${BASE_URL}/file-pdf?id=5`)
    await page.getByTestId('file-open').click()
    await page.waitForFunction(() => window.__opened.length > 0)
    let saved
    for (let i = 0; i < 20 && !saved; i++) {
      const records = await userApi('/user-central/userDownloadAppendixRecord/page?pageNum=1&pageSize=50')
      saved = records.data.list.find((r) => r.appendixId === 5)
      if (!saved) await page.waitForTimeout(250)
    }
    assert.ok(saved, 'the open was recorded for the demo user')

    await page.goto(`${BASE_URL}/download-records`)
    const row = page.getByTestId('download-record').filter({ hasText: doc.data.name })
    await row.waitFor()
    await keepScreenshot(page, { path: 'test-results/download-records.png' })
    await row.getByTestId('record-delete').click()
    await page.locator('.taro-model__confirm').click()
    await row.waitFor({ state: 'detached' })
    const after = await userApi('/user-central/userDownloadAppendixRecord/page?pageNum=1&pageSize=50')
    assert.ok(!after.data.list.some((r) => r.id === saved.id))
  })
})
