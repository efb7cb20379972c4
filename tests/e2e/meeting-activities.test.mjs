import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newDemoPage, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

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
  await keepScreenshot(page, { path: `test-results/${name}.png`, fullPage: true })
}

/** A user-central call as the demo user. */
async function asDemo(path, body) {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accesstoken: DEMO_TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

describe('booth activities in the H5 build', () => {
  it('lists them by day, subscribes to one that stays subscribed after a reload, and opens the map for its hall', async (t) => {
    const { days } = (await api('/common-client/meeting/options')).data
    // Day 3 of the fair: every activity is still to come on the tests' clock (day 2).
    const day = days[2]
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/booth-activity-list`)
    await page.getByTestId('activity-card').first().waitFor()
    await page.locator(`[data-testid="list-tab"][data-value="${day.value}"]`).click()
    await page.waitForFunction(
      (value) =>
        [...document.querySelectorAll('[data-testid="activity-card"]')].every((card) =>
          card.textContent.includes(value),
        ),
      day.value,
    )
    const cards = page.getByTestId('activity-card')
    const listed = (await api(`/common-client/boothActivity/list?day=${day.value}&pageSize=50`)).data
    assert.match(await page.locator('.content-list__count').innerText(), new RegExp(String(listed.total)))
    assert.ok(listed.total >= 5, 'several activities a day')
    assert.equal(await cards.locator('[data-status="finished"]').count(), 0)

    await page.goto(`${BASE_URL}/booth-activity-list?day=${day.value}`)
    const open = page.locator('[data-testid="activity-card"]', {
      has: page.locator('[data-testid="activity-subscribe"][data-subscribed="false"]'),
    })
    await open.first().waitFor()
    const title = (await open.first().locator('.activity-card__title').innerText()).trim()
    await open.first().getByTestId('activity-subscribe').click()
    const card = page.locator('[data-testid="activity-card"]', { hasText: title })
    await card.locator('[data-subscribed="true"]').waitFor()
    await shot(page, 'booth-activity-list')
    await page.reload()
    await card.locator('[data-testid="activity-subscribe"][data-subscribed="true"]').waitFor()
    assert.equal((await card.getByTestId('activity-subscribe').innerText()).trim(), '已订阅')
    const mine = (await asDemo('meetingSignUp/agenda')).data.entries
    assert.ok(
      mine.some((e) => e.kind === 'activity' && e.title === title),
      'the subscription is in the agenda',
    )

    await card.click()
    await page.waitForURL(/\/ytq-activity\?id=\d+$/)
    await shown(page, 'activity-map').waitFor()
    assert.equal(await shown(page, 'activity-subscribe').getAttribute('data-subscribed'), 'true')
    await shot(page, 'ytq-activity')
    await shown(page, 'activity-map').click()
    await page.waitForURL(/\/map-navigation\?hall=[A-C][1-3]&booth=/)
    const hall = new URL(page.url()).searchParams.get('hall')
    await shown(page, 'map-route').waitFor()
    assert.match(await shown(page, 'map-route').innerText(), new RegExp(`前往${hall} 馆`))
    assert.match(await shown(page, 'map-booth').innerText(), new RegExp(`位于${hall}馆`))
    await shot(page, 'map-navigation-activity')
  })

  it('speaks English, and a finished activity allows nothing', async (t) => {
    const { days } = (await api('/common-client/meeting/options')).data
    const page = await newDemoPage(device, t)
    // Day 1 of the fair is over on the tests' clock (day 2): its activities are finished.
    await page.goto(`${BASE_URL}/booth-activity-list?day=${days[0].value}&status=finished&X-Access-Lang=en-us`)
    const finished = page.locator('[data-testid="activity-card"][data-status="finished"]')
    await finished.first().waitFor()
    assert.equal(await page.locator('[data-testid="activity-card"]:not([data-status="finished"])').count(), 0)
    assert.equal(await finished.first().locator('button, .nut-button').count(), 0)
    assert.match(await finished.first().innerText(), /Finished/)
    await shot(page, 'booth-activity-list-en')
    await page.goto(`${BASE_URL}/ytq-activity?X-Access-Lang=en-us`)
    await shown(page, 'activity-status').waitFor()
    // The area's default is the activity on now, else the next to start.
    const ongoing = (await api('/common-client/boothActivity/list?status=ongoing&pageSize=1')).data.total
    assert.equal((await shown(page, 'activity-status').innerText()).trim(), ongoing ? 'In progress' : 'Not started')
    await shot(page, 'ytq-activity-en')
  })

  it('shows the activity area, its search, the footprints and the booking of talks', async (t) => {
    const page = await newDemoPage(device, t)
    await page.goto(`${BASE_URL}/others/activityList`)
    await page.getByTestId('activity-section-notStarted').getByTestId('activity-card').first().waitFor()
    await shot(page, 'activity-list')
    await page.locator('[data-testid="activity-area-tab"][data-route="activitySearch"]').click()
    await page.waitForURL(/\/activity-search$/)
    await shown(page, 'activity-search-hall').first().click()
    await page.waitForURL(/\/activity-more-list\?hall=/)
    await shown(page, 'activity-card').first().waitFor()
    await shot(page, 'activity-more-list')

    const [booth] = (await api('/common-client/exhibition/boothList?pageSize=1')).data.list
    await page.goto(`${BASE_URL}/exhibitionBooth?id=${booth.id}`)
    await page.getByTestId('booth-intro').waitFor()
    await page.waitForLoadState('networkidle')
    await page.goto(`${BASE_URL}/activity-footprints`)
    await page.locator('[data-testid="footprint"][data-kind="booth"]').first().waitFor()
    assert.match(
      await page.locator('[data-testid="footprint"][data-kind="booth"]').first().innerText(),
      new RegExp(booth.boothNo),
    )
    assert.ok(
      (await page.locator('[data-testid="footprint"][data-kind="meeting"]').count()) > 0,
      "the fair's first day is over",
    )
    await shot(page, 'activity-footprints')

    await page.goto(`${BASE_URL}/yaokeyuyue`)
    await page.getByTestId('book-session').first().waitFor()
    await shot(page, 'yaokeyuyue')
    await page.goto(`${BASE_URL}/others/FusionMedia?X-Access-Lang=en-us`)
    await page.getByTestId('fusion-live').first().waitFor()
    await shot(page, 'fusion-media-en')
  })
})

describe('the venue in the H5 build', () => {
  it('opens the service guide, a topic and an article, and the contacts', async (t) => {
    const page = await newPhonePage(device, t)
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
    const page = await newPhonePage(device, t)
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
