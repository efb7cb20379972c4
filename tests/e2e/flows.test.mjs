import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, freshAccount, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** The first seeded meeting open for sign-up on the tests' clock (day 2 of the fair). */
async function openMeeting() {
  for (let id = 1; id <= 100; id += 1) {
    const answer = await api(`/common-client/home/meetingDetail?id=${id}`)
    if (answer.code !== 200) break
    const meeting = answer.data
    if (meeting.status === 'notStarted' && !meeting.invitationOnly && meeting.seatsLeft !== 0) return meeting
  }
  throw new Error('no meeting open for sign-up')
}

describe('flows without friction', () => {
  it('says why a sign-up was refused and takes the user to real-name verification, the way forward', async (t) => {
    const token = await freshAccount('13700003001')
    const meeting = await openMeeting()
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/home?token=${token}`)
    await page.waitForURL((url) => !url.searchParams.has('token'))
    await page.goto(`${BASE_URL}/meeting-details?meetingId=${meeting.id}`)
    await page.getByTestId('meeting-sign-up-button').click()

    // The server's words, not silence, with the way forward.
    const dialog = page.locator('.taro-modal__text')
    await dialog.waitFor()
    assert.match(await dialog.innerText(), /实名/)
    await keepScreenshot(page, { path: 'test-results/flows-refusal.png' })
    assert.equal((await page.locator('.taro-model__confirm').innerText()).trim(), '去认证')
    await page.locator('.taro-model__confirm').click()
    await page.waitForURL(/\/mypage-realname/)
    await page.getByTestId('realname-status').waitFor()
  })

  it('has a way back on a page opened from a link (home) and on one opened from another page (back)', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/parkList`)
    // Taro keeps the pages below the shown one in the document: the shown one is the last.
    const shown = () => page.locator('.taro_page').last()
    const back = shown().getByTestId('app-top-bar-back')
    await back.waitFor()
    assert.match(await shown().getByTestId('app-top-bar').innerText(), /园区载体/)
    // Opened directly, there is no page before it in the app: back leads home.
    await back.click()
    await page.waitForURL(/\/home$/)

    await page.goto(`${BASE_URL}/parkList`)
    await page.getByTestId('park-card').first().click()
    await page.waitForURL(/\/parkDetail/)
    await shown().locator('.page--parkDetail[data-ready]').waitFor()
    await shown().getByTestId('app-top-bar-back').click()
    await page.waitForURL(/\/parkList$/)
  })
})
