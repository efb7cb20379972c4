import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

const DAY_THREE = '2026-09-10'

/** One page of the programme as the server lists it, in a language ('zh' or 'en'). */
async function programme(query, lang = 'zh') {
  const response = await fetch(`${BASE_URL}/common-client/meeting/list?pageNum=1&pageSize=10&${query}`, {
    headers: { lang },
  })
  return (await response.json()).data
}

/** "09-10 09:00 - 10:30" on the fair's clock (UTC+8), as a card shows a meeting's time. */
function clock(start, end) {
  const fair = (time) => new Date(time + 8 * 3_600_000).toISOString()
  const [s, e] = [fair(start), fair(end)]
  const date = (iso) => `${iso.slice(5, 10)}`
  const time = (iso) => iso.slice(11, 16)
  return `${date(s)} ${time(s)} - ${date(s) === date(e) ? '' : `${date(e)} `}${time(e)}`
}

const cards = (page) => page.getByTestId('programme-card')

/** Waits until the page shows the cards of this answer, in its order. */
async function waitForCards(page, answer) {
  await page.waitForFunction(
    (ids) =>
      JSON.stringify([...document.querySelectorAll('[data-testid="programme-card"]')].map((c) => c.dataset.id)) ===
      JSON.stringify(ids),
    answer.list.map((meeting) => String(meeting.id)),
  )
}

/** Once the page has slid in over the one before it. */
const settled = (page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('.taro_page')].filter((p) => window.getComputedStyle(p).display !== 'none')
        .length === 1,
  )

describe('the programme in the H5 build', () => {
  it("opens on the fair's day 2, shows day 3's meetings with their times, filters by kind and opens a meeting", async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/meeting-list`)
    const active = page.locator('[data-testid="list-tab"][data-active="true"]')
    await active.waitFor()
    assert.equal(await active.getAttribute('data-value'), '2026-09-09')
    await cards(page).first().waitFor()

    // Day 3: only its meetings, at the times the server gives.
    await page.locator(`[data-testid="list-tab"][data-value="${DAY_THREE}"]`).click()
    const dayThree = await programme(`day=${DAY_THREE}`)
    assert.ok(dayThree.total > 2, 'day 3 has several meetings')
    await waitForCards(page, dayThree)
    assert.deepEqual(
      await page.getByTestId('programme-card').evaluateAll((all) => [...new Set(all.map((c) => c.dataset.day))]),
      [DAY_THREE],
    )
    assert.deepEqual(
      await page.getByTestId('programme-card-time').allInnerTexts(),
      dayThree.list.map((m) => clock(m.startTime, m.endTime)),
    )
    assert.equal((await page.locator('.content-list__count').innerText()).trim(), `共 ${dayThree.total} 场会议`)
    // Day 2 stands at 10:00: the first meetings of day 3 are all still to come.
    assert.deepEqual(
      [...new Set(await page.getByTestId('programme-card').evaluateAll((all) => all.map((c) => c.dataset.status)))],
      ['notStarted'],
    )
    await keepScreenshot(page, { path: 'test-results/meeting-programme-list.png', fullPage: true })

    // The kind menu: day 3's matchmaking sessions only.
    const docking = await programme(`day=${DAY_THREE}&kind=docking`)
    assert.ok(docking.total > 0 && docking.total < dayThree.total)
    await page.locator('.nut-menu-title').first().click()
    await page.locator('.nut-menu-container-item', { hasText: '对接会' }).first().click()
    await waitForCards(page, docking)
    assert.deepEqual([...new Set(await page.getByTestId('programme-card-kind').allInnerTexts())], ['对接会'])

    // Back to every kind, then a meeting with speakers: its hall and room and its speakers.
    await page.locator('.nut-menu-title').first().click()
    await page.locator('.nut-menu-container-item', { hasText: '全部类型' }).first().click()
    await waitForCards(page, dayThree)
    let chosen
    for (const card of dayThree.list) {
      const detail = await api(`/common-client/home/meetingDetail?id=${card.id}`)
      if (detail.data.speakers.length > 0) {
        chosen = detail.data
        break
      }
    }
    assert.ok(chosen, 'a meeting of day 3 has speakers')
    await page.locator(`[data-testid="programme-card"][data-id="${chosen.id}"]`).click()
    await page.waitForURL(new RegExp(`/meeting-details\\?meetingId=${chosen.id}$`))
    await page.getByTestId('meeting-speaker').first().waitFor()
    assert.equal(await page.getByTestId('detail-title').innerText(), chosen.title)
    const room = page.locator('.detail__fact', { hasText: '会场' })
    assert.ok((await room.innerText()).includes(chosen.room), await room.innerText())
    assert.deepEqual(
      (await page.getByTestId('meeting-speaker').allInnerTexts()).map((text) => text.split('\n')[0].trim()),
      chosen.speakers.map((speaker) => speaker.name),
    )
    assert.equal(
      await page.getByTestId('meeting-sign-up-bar').getAttribute('data-state'),
      chosen.seatsLeft === 0 ? 'full' : chosen.invitationOnly ? 'invitation' : 'open',
    )
    await settled(page)
    await keepScreenshot(page, { path: 'test-results/meeting-programme-detail.png', fullPage: true })

    await page.getByTestId('meeting-speaker').first().click()
    await page.waitForURL(new RegExp(`/speaker-homepage\\?id=${chosen.speakers[0].id}$`))
  })

  it('speaks English: the day tabs, the cards and the detail', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/meeting-list?day=${DAY_THREE}&X-Access-Lang=en-us`)
    const dayThree = await programme(`day=${DAY_THREE}`, 'en')
    await waitForCards(page, dayThree)
    assert.equal(
      await page.locator('[data-testid="list-tab"][data-active="true"]').getAttribute('data-value'),
      DAY_THREE,
    )
    assert.equal((await page.locator('.content-list__count').innerText()).trim(), `Meetings: ${dayThree.total}`)
    assert.match(await cards(page).first().innerText(), /Not started/)
    await keepScreenshot(page, { path: 'test-results/meeting-programme-list-en.png', fullPage: true })

    const first = dayThree.list[0]
    await cards(page).first().click()
    await page.waitForURL(new RegExp(`/meeting-details\\?meetingId=${first.id}$`))
    await page.getByTestId('detail-title').waitFor()
    assert.equal(await page.getByTestId('detail-title').innerText(), first.title)
    assert.match(await page.locator('.detail__fact', { hasText: 'Hall and room' }).innerText(), new RegExp(first.room))
    await settled(page)
    await keepScreenshot(page, { path: 'test-results/meeting-programme-detail-en.png', fullPage: true })
  })
})
