import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const XIAMEN = 350200
const FUZHOU = 350100

const post = async (path) => {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  return response.json()
}
const text = async (locator) => (await locator.innerText()).trim()

describe('city pages in the H5 build', () => {
  it('opens the hot-city home of Xiamen with its figures, entries, clusters and services', async (t) => {
    const page = await newPhonePage(device, t)
    const info = await api(`/common-client/wechat/content/getAreaInfo?areaId=${XIAMEN}`)
    const clusters = await api(`/common-client/city/clusterList?areaId=${XIAMEN}&pageSize=3`)
    await page.goto(`${BASE_URL}/hot-city-index`)
    await page.getByTestId('city-name').waitFor()
    assert.equal(await text(page.getByTestId('city-name')), info.data.name)
    await page.getByTestId('city-figures').waitFor()
    await page.getByTestId('cluster-card').first().waitFor()
    assert.equal(await page.getByTestId('cluster-card').count(), clusters.data.list.length)
    assert.equal(
      await text(page.getByTestId('cluster-card').first().locator('.content-card__title')),
      clusters.data.list[0].title,
    )
    await page.getByTestId('service-card').first().waitFor()
    assert.equal(await page.locator('[data-testid^="city-entry-"]').count(), 8)
    await keepScreenshot(page, { path: 'test-results/city-hot-city-index.png', fullPage: true })
  })

  it('shows the showcase with sanitised rich text and key figures', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/charm-city`)
    await page.getByTestId('charm-content').locator('.rich-content').waitFor()
    assert.match(await text(page.getByTestId('charm-content')), /厦门港/)
    assert.match(await text(page.getByTestId('city-figures')), /亿元/)
    assert.equal(await page.locator('.rich-content script').count(), 0)
  })

  it('lists the member units by group and opens a member city with its clusters and projects link', async (t) => {
    const page = await newPhonePage(device, t)
    const units = await post('/merchants-client/areaInfo/areaInfoHasAccounts')
    await page.goto(`${BASE_URL}/memberUnit`)
    await page.getByTestId('unit-card').first().waitFor()
    assert.equal(await page.getByTestId('unit-card').count(), units.data.length)
    for (const group of ['xiamen', 'fujian', 'province', 'overseas'])
      await page.getByTestId(`unit-group-${group}`).waitFor()
    const fuzhou = units.data.find((u) => u.id === FUZHOU)
    await page.getByTestId('unit-card').filter({ hasText: fuzhou.name }).click()
    await page.waitForURL(new RegExp(`/memberCityDetail\\?areaId=${FUZHOU}`))
    assert.equal(await text(page.getByTestId('city-name')), fuzhou.name)
    await page.getByTestId('member-city-clusters').getByTestId('cluster-card').first().waitFor()
    await page.getByTestId('member-city-projects').waitFor()
    await keepScreenshot(page, { path: 'test-results/city-member-detail.png', fullPage: true })
  })

  it('opens a member city directly by areaId', async (t) => {
    const page = await newPhonePage(device, t)
    const info = await api('/common-client/wechat/content/getAreaInfo?areaId=620100')
    await page.goto(`${BASE_URL}/memberCityDetail?areaId=620100`)
    await page.getByTestId('city-name').waitFor()
    assert.equal(await text(page.getByTestId('city-name')), info.data.name)
    assert.match(await text(page.getByTestId('member-city-intro')), new RegExp(info.data.summary.slice(0, 6)))
  })

  it('lists clusters of the current city and opens a detail with the same title', async (t) => {
    const page = await newPhonePage(device, t)
    const first = await api(`/common-client/city/clusterList?areaId=${XIAMEN}&pageSize=10`)
    await page.goto(`${BASE_URL}/cluster`)
    const card = page.getByTestId('cluster-card').first()
    await card.waitFor()
    assert.equal(await page.getByTestId('cluster-card').count(), Math.min(first.data.total, 10))
    const title = await text(card.locator('.content-card__title'))
    assert.equal(title, first.data.list[0].title)
    await card.click()
    await page.waitForURL(/\/clusterDetail\?id=\d+/)
    assert.equal(await text(page.getByTestId('detail-title')), title)
    await page.locator('.rich-content').waitFor()
    await keepScreenshot(page, { path: 'test-results/city-cluster-detail.png', fullPage: true })
  })

  it('opens any cluster directly by id, whatever the current city', async (t) => {
    const page = await newPhonePage(device, t)
    const shenzhen = await api('/common-client/city/clusterList?areaId=440300')
    const id = shenzhen.data.list[0].id
    await page.goto(`${BASE_URL}/clusterDetail?id=${id}`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal(await text(page.getByTestId('detail-title')), shenzhen.data.list[0].title)
  })

  it('lists services and opens a detail whose phone is masked', async (t) => {
    const page = await newPhonePage(device, t)
    const first = await api(`/common-client/city/serviceList?areaId=${XIAMEN}`)
    await page.goto(`${BASE_URL}/services`)
    const card = page.getByTestId('service-card').first()
    await card.waitFor()
    assert.equal(await page.getByTestId('service-card').count(), Math.min(first.data.total, 10))
    await card.click()
    await page.waitForURL(/\/servicesDetail\?id=\d+/)
    assert.equal(await text(page.getByTestId('detail-title')), first.data.list[0].title)
    const detail = await api(`/common-client/city/serviceDetail?id=${first.data.list[0].id}`)
    const call = await text(page.getByTestId('service-call'))
    assert.match(call, /\*{4}/)
    assert.ok(!call.includes(detail.data.contactPhone))
    await keepScreenshot(page, { path: 'test-results/city-service-detail.png', fullPage: true })
  })

  it('shows the contacts with masked phones, asking before a call', async (t) => {
    const page = await newPhonePage(device, t)
    const contacts = await api(`/common-client/city/contactList?areaId=${XIAMEN}`)
    await page.goto(`${BASE_URL}/contact`)
    await page.getByTestId('contact-card').first().waitFor()
    assert.equal(await page.getByTestId('contact-card').count(), contacts.data.length)
    const shown = await text(page.getByTestId('contact-phone').first())
    assert.match(shown, /\*{4}/)
    assert.ok(!shown.includes(contacts.data[0].phone))
    await page.getByTestId('contact-phone').first().click()
    await page.locator('.taro-modal__text').waitFor()
    assert.match(await text(page.locator('.taro-modal__text')), /\*{4}/)
    assert.ok(!(await text(page.locator('.taro-modal__text'))).includes(contacts.data[0].phone))
    await keepScreenshot(page, { path: 'test-results/city-contact.png' })
    await page.locator('.taro-model__cancel').click()
    await page.locator('.taro-modal__text').waitFor({ state: 'hidden' })
  })

  it('shows the manual chapters, the first open, and opens another', async (t) => {
    const page = await newPhonePage(device, t)
    const chapters = await api(`/common-client/city/manual?areaId=${XIAMEN}`)
    await page.goto(`${BASE_URL}/manual`)
    await page.getByTestId('manual-chapter').first().waitFor()
    assert.equal(await page.getByTestId('manual-chapter').count(), chapters.data.length)
    await page.getByTestId('manual-content').waitFor()
    await page.getByTestId('manual-chapter').nth(2).click()
    assert.match(
      await text(page.getByTestId('manual-content')),
      new RegExp(chapters.data[2].content.replace(/<[^>]+>/g, '').slice(0, 4)),
    )
  })

  it('switches the member unit on /region, and the hot-city home then shows the new city', async (t) => {
    const page = await newPhonePage(device, t)
    const units = await post('/merchants-client/areaInfo/areaInfoHasAccounts')
    const fuzhou = units.data.find((u) => u.id === FUZHOU)
    await page.goto(`${BASE_URL}/hot-city-index`)
    await page.getByTestId('city-switch').click()
    await page.waitForURL(/\/region/)
    await page.getByTestId('region-city').first().waitFor()
    assert.equal(await page.getByTestId('region-city').count(), units.data.length)
    await page.getByTestId('region-city').filter({ hasText: fuzhou.name }).click()
    await page.waitForURL(/\/hot-city-index/)
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="city-name"]')?.textContent === name,
      fuzhou.name,
    )

    await page.goto(`${BASE_URL}/region`)
    await page.getByTestId('region-recent-city').first().waitFor()
    assert.equal(await text(page.getByTestId('region-recent-city').first()), fuzhou.name)
    await keepScreenshot(page, { path: 'test-results/city-region.png', fullPage: true })

    await page.goto(`${BASE_URL}/hot-city-index`)
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="city-name"]')?.textContent === name,
      fuzhou.name,
    )
    const clusters = await api(`/common-client/city/clusterList?areaId=${FUZHOU}&pageSize=3`)
    await page.getByTestId('cluster-card').first().waitFor()
    assert.equal(
      await text(page.getByTestId('cluster-card').first().locator('.content-card__title')),
      clusters.data.list[0].title,
    )
  })
})
