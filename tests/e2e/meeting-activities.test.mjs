import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** Waits until the page shown has slid in over the one before: one Taro page visible, at the left edge. */
const settled = (page) =>
  page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.taro_page')].filter(
      (p) => window.getComputedStyle(p).display !== 'none',
    )
    return shown.length === 1 && shown[0].getBoundingClientRect().left === 0
  })

/** The element with a test id on the page shown (Taro keeps the pages below it in the document). */
const shown = (page, testId) => page.locator(`.taro_page:visible [data-testid="${testId}"]`)

async function shot(page, name) {
  await settled(page)
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true })
}

describe('the venue in the H5 build', () => {
  it('opens the service guide, a topic and an article, and the contacts', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/service-information`)
    const topics = page.getByTestId('service-topic')
    await topics.first().waitFor()
    assert.equal(await topics.count(), 8)
    await shot(page, 'service-information')
    await topics.first().click()
    await page.waitForURL(/\/service-information-detail\?id=\d+$/)
    await page.getByTestId('guide-entry').first().waitFor()
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), '交通出行')
    await shot(page, 'service-information-detail')
    await page.getByTestId('guide-entry').nth(1).click()
    await page.waitForURL(/\/service-conetnt-details\?id=\d+$/)
    await shown(page, 'detail-title').filter({ hasText: '免费接驳巴士' }).waitFor()
    assert.match(await shown(page, 'guide-parent').innerText(), /交通出行/)
    await shot(page, 'service-content-details')

    await page.goto(`${BASE_URL}/exhibition-contactUs?X-Access-Lang=en-us`)
    const cards = page.getByTestId('contact-card')
    await cards.first().waitFor()
    assert.equal(await cards.count(), 6)
    assert.equal((await cards.first().getByTestId('guide-phone').innerText()).trim(), 'Call 0592-5959800')
    await shot(page, 'exhibition-contact-us-en')
  })

  it('shows the halls on the map and the way from the entrance to one', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/exhibition-hall`)
    await page.getByTestId('hall-card').first().waitFor()
    assert.equal(await page.getByTestId('hall-card').count(), 9)
    await shot(page, 'exhibition-hall')
    await page.locator('[data-testid="map-hall"][data-hall="C2"]').click()
    await page.waitForURL(/\/exhibition-hall-detail\?hall=C2$/)
    await page.getByTestId('hall-zone').first().waitFor()
    await shot(page, 'exhibition-hall-detail')
    await page.getByTestId('hall-route').click()
    await page.waitForURL(/\/map-navigation\?hall=C2$/)
    await page.getByTestId('map-route').waitFor()
    assert.equal(await page.getByTestId('map-step').count(), 4)
    await shot(page, 'map-navigation')

    const [booth] = (await api('/common-client/exhibition/boothList?keyword=A3-&pageSize=1')).data.list
    await page.goto(`${BASE_URL}/map-navigation?booth=${booth.boothNo}&X-Access-Lang=en-us`)
    await page.getByTestId('map-booth').waitFor()
    assert.match(await page.getByTestId('map-route').innerText(), /To Hall A3/)
    await shot(page, 'map-navigation-booth-en')
  })
})
