import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchBrowser, newDemoPage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** A user-central call as the demo user. */
async function asDemo(path, body, lang = 'zh') {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accesstoken: DEMO_TOKEN, lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

/** A seeded meeting that has not started and the demo user has not signed up for. */
async function openMeeting() {
  const mine = new Set((await asDemo('meetingSignUp/mine')).data.map((s) => s.meetingId))
  for (let id = 1; id <= 100; id += 1) {
    const answer = await api(`/common-client/home/meetingDetail?id=${id}`)
    if (answer.code !== 200) break
    if (answer.data.startTime > Date.now() && !mine.has(id)) return answer.data
  }
  throw new Error('the seed has no meeting open for sign-up (follow-ups are seeded from the seeding day)')
}

const rows = (page) => page.getByTestId('my-sign-up')

describe('my sign-ups in the H5 build', () => {
  it('opens from the my page, lists the sign-ups with their status, and cancels one not started', async (t) => {
    const meeting = await openMeeting()
    assert.equal((await asDemo('meetingSignUp/sign', { meetingId: meeting.id })).code, 200)
    const mine = (await asDemo('meetingSignUp/mine')).data

    const page = await newDemoPage(browser, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('my-stat-sign-ups').click()
    await page.waitForURL(/\/mypage-enroll$/)
    await rows(page).first().waitFor()
    assert.equal(await rows(page).count(), mine.length)
    assert.equal((await page.getByTestId('enroll-count').innerText()).trim(), `共报名 ${mine.length} 场会议`)
    const row = page.locator(`[data-testid="my-sign-up"][data-status="notStarted"]`, { hasText: meeting.title })
    assert.match(await row.innerText(), /未开始/)
    const finished = page.locator('[data-testid="my-sign-up"][data-status="finished"]')
    assert.ok((await finished.count()) > 0, 'the seeded sign-ups of the fair are over')
    assert.equal(await finished.first().getByTestId('sign-up-cancel').count(), 0)
    // Once the page has slid in over the my page.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.taro_page')].filter((p) => window.getComputedStyle(p).display !== 'none')
          .length === 1,
    )
    await keepScreenshot(page, { path: 'test-results/meeting-enroll.png', fullPage: true })

    await row.getByTestId('sign-up-cancel').click()
    await page.locator('.taro-modal__text', { hasText: meeting.title }).waitFor()
    await page.locator('.taro-model__confirm').click()
    await row.waitFor({ state: 'detached' })
    assert.equal(await rows(page).count(), mine.length - 1)
    const status = await asDemo(`meetingSignUp/status?meetingId=${meeting.id}`)
    assert.equal(status.data.signedUp, false)
  })

  it('speaks English, and the server refuses to cancel a meeting that is over', async (t) => {
    const page = await newDemoPage(browser, t)
    await page.goto(`${BASE_URL}/mypage-enroll?X-Access-Lang=en-us`)
    await rows(page).first().waitFor()
    assert.match(await page.getByTestId('enroll-count').innerText(), /^Meetings signed up for: \d+$/)
    assert.match(await rows(page).first().innerText(), /Finished/)
    await keepScreenshot(page, { path: 'test-results/meeting-enroll-en.png', fullPage: true })
    const over = (await asDemo('meetingSignUp/mine')).data.find((s) => s.status === 'finished')
    const refused = await asDemo('meetingSignUp/cancel', { meetingId: over.meetingId }, 'en')
    assert.deepEqual(refused, {
      code: 400,
      msg: 'The meeting has started; the sign-up can no longer be cancelled',
      data: null,
    })
  })
})
