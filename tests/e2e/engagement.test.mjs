import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** One detail page of each kind that has collect and like. */
const DETAILS = [
  ['project', '/projectDetail?id=5&type=1'],
  ['park', '/parkDetail?id=3'],
  ['news', '/newsDetails?id=4'],
]

const ATTACK = [
  '<p>safe-paragraph 正文</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/nowhere.png" onerror="window.__xss = \'onerror\'">',
  '<a href="javascript:window.__xss = \'link\'">点击</a>',
  '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
].join('')

async function loggedInPage(t) {
  assert.ok(DEMO_TOKEN, 'the server printed a demo login link')
  const page = await newPhonePage(browser, t)
  await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
  await page.waitForFunction(() => !location.search.includes('token='))
  return page
}

/** Waits until a button's text differs from `text` (the server answered the toggle) and returns the new text. */
async function textAfterClick(page, testId) {
  const button = page.getByTestId(testId)
  const before = (await button.innerText()).trim()
  await button.click()
  await page.waitForFunction(
    ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() !== text,
    [testId, before],
  )
  return (await button.innerText()).trim()
}

describe('rich text from the server', () => {
  it('never runs a script, an event handler or a javascript: link injected into it', async (t) => {
    const page = await newPhonePage(browser, t)
    // Stands in for a compromised content record: the server sanitises what it stores, the client again on show.
    await page.route('**/common-client/home/informationDetail*', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data.content = ATTACK
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${BASE_URL}/newsDetails?id=1`)
    await page.locator('.rich-content', { hasText: 'safe-paragraph' }).waitFor()
    await page.waitForTimeout(300)
    const link = page.locator('.rich-content a')
    if ((await link.count()) > 0) await link.first().click({ force: true })
    await page.waitForTimeout(300)
    assert.equal(await page.evaluate(() => window.__xss), undefined)
    const html = await page.locator('.rich-content').innerHTML()
    assert.doesNotMatch(html, /<script|onerror|javascript:|<iframe/i)
  })
})

describe('collect and like', () => {
  for (const [kind, path] of DETAILS) {
    it(`${kind}: a collect and a like survive a reload`, async (t) => {
      const page = await loggedInPage(t)
      await page.goto(`${BASE_URL}${path}`)
      await page.getByTestId('detail-title').waitFor()
      const collected = await textAfterClick(page, 'collect-button')
      const liked = await textAfterClick(page, 'like-button')

      await page.reload()
      await page.getByTestId('detail-title').waitFor()
      for (const [id, text] of [
        ['collect-button', collected],
        ['like-button', liked],
      ]) {
        await page.waitForFunction(
          ([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim() === expected,
          [id, text],
        )
      }
    })
  }

  it('shows tags on a detail page', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/projectDetail?id=1&type=1`)
    await page.getByTestId('content-tags').waitFor()
    assert.ok((await page.getByTestId('content-tags').innerText()).trim().length > 0)
  })
})
