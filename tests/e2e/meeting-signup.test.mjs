import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

/** The demo user's seeded sign-ups (server/src/demo-user.seed.ts). */
const DEMO_SIGNED_UP = new Set([1, 6])

/** The seeded meetings, read through the detail call until an id is unknown. */
async function seededMeetings() {
  const found = []
  for (let id = 1; id <= 100; id += 1) {
    const answer = await api(`/common-client/home/meetingDetail?id=${id}`)
    if (answer.code !== 200) break
    found.push(answer.data)
  }
  return found
}

const status = async (meetingId) => {
  const response = await fetch(`${BASE_URL}/user-central/meetingSignUp/status?meetingId=${meetingId}`, {
    headers: { accesstoken: DEMO_TOKEN },
  })
  return (await response.json()).data.signedUp
}

/** Logs the demo user in through the token link, then opens the meeting. */
async function openMeeting(page, meetingId) {
  await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
  await page.waitForLoadState('networkidle')
  await page.goto(`${BASE_URL}/meeting-details?meetingId=${meetingId}`)
  await page.getByTestId('meeting-sign-up-bar').waitFor()
}

describe('meeting sign-up in the H5 build', () => {
  it('signs the demo user up for a meeting that has not started, and the page shows it after a reload', async (t) => {
    // The server's programme clock stands on day 2 of the fair (FAIR_CLOCK in scripts/lib/test-server.mjs).
    const open = (await seededMeetings()).find(
      (m) => m.status === 'notStarted' && !m.invitationOnly && m.seatsLeft !== 0 && !DEMO_SIGNED_UP.has(m.id),
    )
    assert.ok(open, 'the programme has meetings open for sign-up')
    assert.equal(await status(open.id), false)
    const page = await newPhonePage(device, t)
    await openMeeting(page, open.id)
    const bar = page.getByTestId('meeting-sign-up-bar')
    assert.equal(await bar.getAttribute('data-state'), 'open')
    await page.getByTestId('meeting-sign-up-button').click()
    await page.waitForSelector('[data-testid="meeting-sign-up-bar"][data-state="signedUp"]')
    assert.equal(await status(open.id), true)
    await page.reload()
    await page.waitForSelector('[data-testid="meeting-sign-up-bar"][data-state="signedUp"]')
    // Signed up, the fixed bar says so, with the calendar (the reminder on H5) and a way to cancel.
    assert.match(await page.getByTestId('meeting-sign-up-status').innerText(), /已报名/)
    await page.getByTestId('meeting-sign-up-calendar').waitFor()
    await page.getByTestId('meeting-sign-up-cancel').waitFor()
    await keepScreenshot(page, { path: 'test-results/meeting-sign-up-done.png' })
  })

  it('shows a started meeting as closed, and the server refuses it with the deadline message', async (t) => {
    const started = (await seededMeetings()).find((m) => m.status !== 'notStarted' && !DEMO_SIGNED_UP.has(m.id))
    assert.ok(started, 'the programme has meetings that have started')
    const page = await newPhonePage(device, t)
    await openMeeting(page, started.id)
    await page.waitForSelector('[data-testid="meeting-sign-up-bar"][data-state="ended"]')
    assert.match(await page.getByTestId('meeting-sign-up-button').innerText(), /报名已截止/)
    await page.getByTestId('meeting-sign-up-bar').scrollIntoViewIfNeeded()
    await keepScreenshot(page, { path: 'test-results/meeting-sign-up-ended.png' })
    const response = await fetch(`${BASE_URL}/user-central/meetingSignUp/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: DEMO_TOKEN, lang: 'en' },
      body: JSON.stringify({ meetingId: started.id }),
    })
    assert.deepEqual(await response.json(), { code: 400, msg: 'Registration deadline passed', data: null })
  })

  it("shows the demo user's seeded sign-up as signed up", async (t) => {
    const page = await newPhonePage(device, t)
    await openMeeting(page, 1)
    await page.waitForSelector('[data-testid="meeting-sign-up-bar"][data-state="signedUp"]')
    assert.match(await page.getByTestId('meeting-sign-up-status').innerText(), /已报名/)
  })

  it('the investment cloud space shows streams, roadshows and exhibitions, and a stream opens its live page', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/yun-meeting`)
    await page.getByTestId('yun-meeting-live').first().waitFor()
    await page.getByTestId('yun-meeting-video').first().waitFor()
    await page.getByTestId('yun-meeting-exhibition').first().waitFor()
    await keepScreenshot(page, { path: 'test-results/yun-meeting.png', fullPage: true })
    await page.getByTestId('yun-meeting-live').first().click()
    await page.waitForURL(/\/meetingForumVideo\?id=\d+/)
  })
})
