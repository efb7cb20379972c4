import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchSharedPhone, newPhonePage, scrollPage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const P = '/common-client/exhibition'
const text = async (locator) => (await locator.innerText()).trim()

describe('exhibitions, zones, booths and exhibits in the H5 build', () => {
  it('opens every exhibition route directly by URL with server content', async (t) => {
    const page = await newPhonePage(device, t)
    const exhibition = (await api(`${P}/detail?id=1`)).data
    const halls = (await api(`${P}/areaList`)).data
    const zone = halls[0].areas[0]
    const booth = (await api(`${P}/boothDetail?id=1`)).data
    const exhibits = (await api(`${P}/exhibitList?pageNum=1&pageSize=10`)).data
    const booths = (await api(`${P}/boothList?pageNum=1&pageSize=10`)).data

    await page.goto(`${BASE_URL}/exhibitionDetail?id=1`)
    assert.equal(await text(page.getByTestId('detail-title')), exhibition.name)
    await page.locator('.rich-content').waitFor()
    assert.equal(await page.getByTestId('exhibition-area').count(), exhibition.areas.length)
    await keepScreenshot(page, { path: 'test-results/exhibition-detail.png', fullPage: true })

    await page.goto(`${BASE_URL}/exhibitionBooth?id=1`)
    assert.equal(await text(page.getByTestId('detail-title')), `展位 ${booth.boothNo}`)
    assert.match(await text(page.getByTestId('booth-enterprise')), new RegExp(booth.enterpriseName))
    assert.equal(await page.getByTestId('exhibit-row').count(), booth.exhibits.length)
    await keepScreenshot(page, { path: 'test-results/exhibition-booth.png', fullPage: true })

    await page.goto(`${BASE_URL}/exhibits-list`)
    await page.getByTestId('exhibit-row').first().waitFor()
    assert.equal(await page.getByTestId('exhibit-row').count(), 10)
    assert.match(await text(page.getByTestId('exhibit-row').first()), new RegExp(exhibits.list[0].name))
    await scrollPage(page, 20000)
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="exhibit-row"]').length >= 20, null, {
      timeout: 15000,
    })
    await keepScreenshot(page, { path: 'test-results/exhibits-list.png' })

    await page.goto(`${BASE_URL}/business-list`)
    await page.getByTestId('booth-row').first().waitFor()
    assert.match(await text(page.getByTestId('booth-row').first()), new RegExp(booths.list[0].enterpriseName))

    await page.goto(`${BASE_URL}/exhibition-area-nav`)
    await page.getByTestId('hall-section').first().waitFor()
    assert.equal(await page.getByTestId('hall-section').count(), halls.length)
    assert.equal(await page.getByTestId('area-nav-item').count(), halls.flatMap((h) => h.areas).length)
    await keepScreenshot(page, { path: 'test-results/exhibition-area-nav.png', fullPage: true })

    await page.goto(`${BASE_URL}/exhibition-area-detail?id=${zone.id}`)
    assert.equal(await text(page.getByTestId('detail-title')), zone.name)
    await page.getByTestId('booth-row').first().waitFor()
    assert.equal(await page.getByTestId('booth-row').count(), Math.min(zone.boothCount, 10))
  })

  it('walks the hall guide to a zone and on to a booth', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/exhibition-area-nav`)
    const item = page.getByTestId('area-nav-item').nth(2)
    await item.waitFor()
    const zoneName = await text(item.locator('.exhibition__row-title'))
    await item.click()
    await page.waitForURL(/\/exhibition-area-detail\?id=\d+/)
    assert.equal(await text(page.getByTestId('detail-title')), zoneName)
    const row = page.getByTestId('booth-row').first()
    await row.waitFor()
    const enterprise = await text(row.locator('.exhibition__row-title'))
    await row.click()
    await page.waitForURL(/\/exhibitionBooth\?id=\d+/)
    await page.getByTestId('booth-enterprise').waitFor()
    assert.match(await text(page.getByTestId('booth-enterprise')), new RegExp(enterprise))
    const id = new URL(page.url()).searchParams.get('id')
    const booth = (await api(`${P}/boothDetail?id=${id}`)).data
    assert.equal(booth.areaName, zoneName)
  })

  it('goes from an exhibition to its exhibitors, narrowed to that exhibition, and on to a booth', async (t) => {
    const page = await newPhonePage(device, t)
    const exhibitors = (await api(`${P}/boothList?exhibitionId=2&pageNum=1&pageSize=10`)).data
    await page.goto(`${BASE_URL}/exhibitionDetail?id=2`)
    await page.getByTestId('open-exhibitors').click()
    await page.waitForURL(/\/business-list\?exhibitionId=2/)
    await page.getByTestId('booth-row').first().waitFor()
    assert.equal(await page.getByTestId('booth-row').count(), exhibitors.list.length)
    await page.waitForFunction((n) => document.body.innerText.includes(`共 ${n} 家参展企业`), exhibitors.total)
    const row = page.getByTestId('booth-row').nth(1)
    const enterprise = await text(row.locator('.exhibition__row-title'))
    await row.click()
    await page.waitForURL(new RegExp(`/exhibitionBooth\\?id=${exhibitors.list[1].id}`))
    assert.match(await text(page.getByTestId('booth-enterprise')), new RegExp(enterprise))
    await keepScreenshot(page, { path: 'test-results/exhibition-booth-from-list.png', fullPage: true })
  })

  it('shows the not-found state for an unknown booth', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/exhibitionBooth?id=999999`)
    await page.getByTestId('status-error').waitFor()
    assert.match(await page.getByTestId('status-error').innerText(), /不存在/)
  })
})
