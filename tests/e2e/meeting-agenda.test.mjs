import assert from 'node:assert/strict'
import { text } from 'node:stream/consumers'
import { after, before, describe, it } from 'node:test'
import {
  api,
  BASE_URL,
  DEMO_TOKEN,
  freshAccount,
  keepScreenshot,
  launchBrowser,
  newPhonePage,
  verifyRealName,
} from './browser.mjs'

/** A call as a user, in their language; answers the envelope. */
async function as(token, path, body, lang = 'zh') {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accesstoken: token, lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

/** Every meeting of the programme open for sign-up (the server's clock stands on day 2 of the fair). */
async function openMeetings() {
  const found = []
  for (let pageNum = 1; pageNum <= 10; pageNum += 1) {
    const { data } = await api(`/common-client/meeting/list?status=notStarted&pageSize=50&pageNum=${pageNum}`)
    found.push(...data.list)
    if (found.length >= data.total || data.list.length === 0) break
  }
  return found.filter((m) => !m.invitationOnly && (m.seatsLeft === null || m.seatsLeft > 0))
}

const overlap = (a, b) => a.startTime < b.endTime && b.startTime < a.endTime
const dayOf = (time) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10)

/** The start time covered by the most open meetings, and those meetings: they all overlap one another. */
function busiestSlot(meetings) {
  return meetings
    .map((m) => meetings.filter((other) => other.startTime <= m.startTime && m.startTime < other.endTime))
    .sort((a, b) => b.length - a.length)[0]
}

/** An .ics file's events, lines unfolded, each as its properties (the parameters of a name dropped). */
function icsEvents(text) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const events = []
  let event = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {}
    else if (line === 'END:VEVENT') {
      events.push(event)
      event = null
    } else if (event) {
      const colon = line.indexOf(':')
      event[line.slice(0, colon).split(';')[0]] = line.slice(colon + 1)
    }
  }
  return events
}

/** An .ics date-time (UTC "20260910T060000Z", or local with a TZID of the fair) as milliseconds. */
function icsTime(value) {
  const [, y, mo, d, h, mi, s, z] = value.match(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(Z?)$/)
  const local = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s)
  return z ? local : local - 8 * 3_600_000
}

const icsText = (value) => value.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n')

/** Once the page has slid in over the one before. */
const settled = (page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('.taro_page')].filter((p) => window.getComputedStyle(p).display !== 'none')
        .length === 1,
  )

/** The page on top: pages opened before it stay in the document, hidden. */
const here = (page) => page.locator('.taro_page').last()

/** Clicks once no points prompt (the daily sign-in's) stands in the way. */
async function clickPastPrompts(page, target) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await target.click({ timeout: 5_000 })
    } catch {
      await page
        .getByTestId('points-modal-accept')
        .click({ timeout: 5_000 })
        .catch(() => undefined)
    }
  }
  return target.click()
}

const shot = async (page, name) => {
  await settled(page)
  await keepScreenshot(page, { path: `test-results/${name}.png`, fullPage: true })
}

let browser
let token
/** Three open meetings at one time, and one more there for the batch to run into. */
let slot
before(async () => {
  browser = await launchBrowser()
  token = await freshAccount('13688886666')
  // Signing up needs a verified real name (seed 001 section 5).
  await verifyRealName(token)
  slot = busiestSlot(await openMeetings())
  assert.ok(slot.length >= 4, 'the programme runs four sessions at once somewhere')
})
after(async () => browser?.close())

/** A phone page logged in as the fresh account, in a language. */
async function userPage(t, lang = 'zh-cn') {
  const page = await newPhonePage(browser, t)
  await page.goto(`${BASE_URL}/home?token=${token}&X-Access-Lang=${lang}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  return page
}

async function signUpOnSheet(page, meeting, screenshot) {
  await page.goto(`${BASE_URL}/meeting-popup?meetingId=${meeting.id}`)
  await page.getByTestId('sign-up-sheet').waitFor()
  if (screenshot) await shot(page, screenshot)
  await page.getByTestId('sign-up-sheet-confirm').click()
  await page.waitForURL(/\/meeting-result-page\?meetingId=/)
  return page.getByTestId('sign-up-result')
}

describe('my agenda and the sign-up pages in the H5 build', () => {
  it('signs up for two overlapping meetings, fails on the third with both named, cancels one, signs up again', async (t) => {
    const [a, b, c] = slot
    const page = await userPage(t)

    await signUpOnSheet(page, a, 'meeting-popup')
    await page.waitForSelector('[data-testid="sign-up-result"][data-outcome="signedUp"]')

    await page.goto(`${BASE_URL}/meeting-regform?meetingId=${b.id}`)
    await page.getByTestId('regform-form').waitFor()
    await shot(page, 'meeting-regform')
    await page.getByTestId('regform-submit').click()
    await page.waitForSelector('[data-testid="sign-up-result"][data-outcome="signedUp"]')

    const result = await signUpOnSheet(page, c)
    await page.waitForSelector('[data-testid="sign-up-result"][data-outcome="refused"]')
    const conflicts = await page.getByTestId('slot-full-conflict').allInnerTexts()
    assert.equal(conflicts.length, 2)
    assert.ok(conflicts[0].includes(a.title) || conflicts[1].includes(a.title), 'the first meeting is named')
    assert.ok(
      conflicts.some((text) => text.includes(b.title)),
      'the second meeting is named',
    )
    assert.match(await result.innerText(), /报名失败，该时间段已报名其他会议/)
    await shot(page, 'meeting-result-slot-full')

    await page.goto(`${BASE_URL}/mypage-enroll`)
    const row = page.locator('[data-testid="my-sign-up"]', { hasText: a.title })
    await row.getByTestId('sign-up-cancel').click()
    await page.locator('.taro-modal__text', { hasText: a.title }).waitFor()
    await page.locator('.taro-model__confirm').click()
    await row.waitFor({ state: 'detached' })

    await signUpOnSheet(page, c)
    await page.waitForSelector('[data-testid="sign-up-result"][data-outcome="signedUp"]')
    await shot(page, 'meeting-result-signed-up')
    await page.goto(`${BASE_URL}/meet-invit-success?meetingId=${c.id}`)
    await page.getByTestId('invit-success').waitFor()
    await shot(page, 'meeting-invit-success')
    const mine = (await as(token, 'meetingSignUp/mine')).data.map((s) => s.meetingId).sort()
    assert.deepEqual(mine, [b.id, c.id].sort())
  })

  it('checks a batch across days, naming the meetings in the way, and submits it once', async (t) => {
    const [, b, c, d] = slot
    const taken = [b, c, d]
    const others = []
    for (const m of await openMeetings()) {
      if (others.length === 2) break
      if (dayOf(m.startTime) === dayOf(b.startTime)) continue
      if ([...taken, ...others].some((chosen) => chosen.id === m.id || overlap(chosen, m))) continue
      others.push(m)
    }
    assert.equal(others.length, 2, 'two more open meetings on other days')

    const page = await userPage(t)
    await page.goto(`${BASE_URL}/batchReg-docking`)
    await page.getByTestId('batch-kind-all').click()
    const row = (m) => page.locator(`[data-testid="batch-meeting"][data-id="${m.id}"]`)
    for (const m of [d, ...others]) await row(m).click()
    await page.getByTestId('batch-check-button').click()
    await row(d).getByTestId('batch-check').waitFor()
    const clash = await row(d).getByTestId('batch-check').innerText()
    assert.ok(clash.includes(b.title) && clash.includes(c.title), `the clash names both sign-ups: ${clash}`)
    for (const m of others) assert.equal(await row(m).getByTestId('batch-check').innerText(), '可以报名')
    await row(d).scrollIntoViewIfNeeded()
    await shot(page, 'meeting-batch-check')

    await page.getByTestId('batch-submit').click()
    await page.getByTestId('batch-results').waitFor()
    assert.equal(await page.getByTestId('batch-results-summary').innerText(), '已报名 2 场，共提交 3 场')
    const outcomes = await page.getByTestId('batch-result').evaluateAll((rows) => rows.map((r) => r.dataset.outcome))
    assert.deepEqual(outcomes.sort(), ['signedUp', 'signedUp', 'slotFull'])
    await shot(page, 'meeting-batch-results')
    const mine = (await as(token, 'meetingSignUp/mine')).data.map((s) => s.meetingId)
    assert.deepEqual(mine.sort(), [b.id, c.id, ...others.map((m) => m.id)].sort())
  })

  it('shows the agenda day by day with the overlap marked, and exports it as an .ics file', async (t) => {
    const [, b, c] = slot
    const agenda = (await as(token, 'meetingSignUp/agenda')).data
    const page = await userPage(t)
    await page.goto(`${BASE_URL}/my`)
    // The my page credits the account's real-name verification: its points prompt follows to the next page.
    await page
      .getByTestId('points-modal-accept')
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    await clickPastPrompts(page, page.getByTestId('agenda-cell'))
    await page.waitForURL(/\/mypage-schedule$/)
    const shown = here(page)
    await shown.getByTestId('agenda-entry').first().waitFor()
    assert.equal(await shown.getByTestId('agenda-entry').count(), agenda.entries.length)
    const entryOf = (m) => shown.locator(`[data-testid="agenda-entry"][data-key="meeting-${m.id}"]`)
    assert.match(await entryOf(b).getByTestId('agenda-overlap').innerText(), new RegExp(`与「${c.title}」时间重叠`))
    assert.ok((await shown.getByTestId('agenda-day').count()) >= 2)
    await shot(page, 'meeting-agenda')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      clickPastPrompts(page, shown.getByTestId('agenda-export')),
    ])
    assert.equal(download.suggestedFilename(), 'cifit-agenda.ics')
    // Read as a stream: the lane's browser is connected to, so the file has no local path.
    const events = icsEvents(await text(await download.createReadStream()))
    assert.equal(events.length, agenda.entries.length)
    for (const entry of agenda.entries) {
      const event = events.find((e) => icsText(e.SUMMARY) === entry.title)
      assert.ok(event, `the calendar has ${entry.title}`)
      assert.equal(icsTime(event.DTSTART), entry.startTime)
      assert.equal(icsTime(event.DTEND), entry.endTime)
      assert.equal(icsText(event.LOCATION), entry.place)
    }

    const en = await userPage(t, 'en-us')
    await en.goto(`${BASE_URL}/mypage-schedule`)
    await en.getByTestId('agenda-entry').first().waitFor()
    assert.match(await en.getByTestId('agenda-count').innerText(), /^Items: \d+$/)
    assert.match(await en.getByTestId('agenda-overlap').first().innerText(), /^Overlaps "/)
    await shot(en, 'meeting-agenda-en')
  })

  it('opens the agenda with the network off, and sends a cancellation made offline when it returns', async (t) => {
    const page = await userPage(t)
    await page.goto(`${BASE_URL}/mypage-schedule`)
    await page.getByTestId('agenda-entry').first().waitFor()
    const count = await page.getByTestId('agenda-entry').count()
    // The details of what is to come are kept on the device once the agenda has shown.
    await page.waitForLoadState('networkidle')
    await page.getByTestId('agenda-enroll').click()
    await page.waitForURL(/\/mypage-enroll$/)
    await here(page).getByTestId('my-sign-up').first().waitFor()

    await page.context().setOffline(true)
    await here(page).getByTestId('enroll-agenda').click()
    await page.waitForURL(/\/mypage-schedule$/)
    const shown = here(page)
    await shown.getByTestId('agenda-offline').waitFor()
    assert.match(
      await shown.getByTestId('agenda-offline').innerText(),
      /^当前离线：显示的是 \d\d-\d\d \d\d:\d\d 更新的日程/,
    )
    assert.equal(await shown.getByTestId('agenda-entry').count(), count)

    const mine = (await as(token, 'meetingSignUp/mine')).data
    const later = mine.filter((s) => s.status === 'notStarted').at(-1)
    const entry = shown.locator(`[data-testid="agenda-entry"][data-key="meeting-${later.meetingId}"]`)
    await entry.getByTestId('agenda-entry-card').click()
    const detail = entry.getByTestId('agenda-detail')
    await detail.waitFor()
    assert.match(await detail.innerText(), /主办单位/, 'the kept details show the host')
    await shot(page, 'meeting-agenda-offline-detail')
    await shown.getByTestId('agenda-offline').scrollIntoViewIfNeeded()
    await shot(page, 'meeting-agenda-offline')

    await entry.getByTestId('agenda-cancel').click()
    await page.locator('.taro-model__confirm').click()
    await entry.getByTestId('agenda-cancel-pending').waitFor()
    assert.match(await shown.getByTestId('agenda-queue').innerText(), new RegExp(later.title))
    await shown.getByTestId('agenda-queue').scrollIntoViewIfNeeded()
    await shot(page, 'meeting-agenda-queued')

    await page.context().setOffline(false)
    await shown.getByTestId('queue-result').waitFor()
    assert.match(await shown.getByTestId('queue-result').innerText(), /: 已完成$/)
    const status = await as(token, `meetingSignUp/status?meetingId=${later.meetingId}`)
    assert.equal(status.data.signedUp, false)
    await entry.waitFor({ state: 'detached' })
    await shot(page, 'meeting-agenda-sent')
  })

  it('refuses a wrong invitation code beside its field, keeps it, and signs up with the right one', async (t) => {
    const invited = (await api('/common-client/meeting/list?status=notStarted&pageSize=50')).data.list.find(
      (m) => m.invitationOnly,
    )
    assert.ok(invited, 'an invited-only meeting is open')
    const page = await userPage(t, 'en-us')
    await page.goto(`${BASE_URL}/meeting-invitation?meetingId=${invited.id}`)
    const field = page.locator('[data-testid="invitation-code"] input')
    await field.fill('WRONG-CODE')
    await page.getByTestId('invitation-submit').click()
    await page.getByTestId('invitation-code-error').waitFor()
    assert.equal(
      await page.getByTestId('invitation-code-error').innerText(),
      'This meeting is by invitation only; enter a valid invitation code',
    )
    assert.equal(await field.inputValue(), 'WRONG-CODE')
    await shot(page, 'meeting-invitation-refused-en')

    // The open invited-only meeting's code, as the demo programme seeds it (server/src/meeting/programme.fixtures.ts).
    await field.fill('EUCN2026')
    await page.getByTestId('invitation-submit').click()
    await page.waitForURL(new RegExp(`/meet-invit-success\\?meetingId=${invited.id}$`))
    await here(page).getByTestId('invit-success').waitFor()
    assert.match(await here(page).getByTestId('invit-success').innerText(), /You are signed up/)
    await shot(page, 'meeting-invit-success-en')
  })

  it('signs in at the door of a meeting under way, and its staff see who did', async (t) => {
    const ongoing = (await api('/common-client/meeting/list?status=ongoing&pageSize=50')).data.list
    const staffed = ongoing.find((m) => m.id === 10)
    assert.ok(staffed, 'the demo user staffs a meeting under way (meeting 10)')
    const page = await userPage(t)
    await page.goto(`${BASE_URL}/meeting-offline-merber?meetingId=${staffed.id}`)
    await page.getByTestId('door-sheet').waitFor()
    const before = Number(await page.locator('.door__number').innerText())
    await page.getByTestId('door-sign-in').click()
    await page.waitForFunction((n) => document.querySelector('.door__number')?.textContent === String(n + 1), before)
    assert.equal(await page.getByTestId('door-sign-in').innerText(), '您已签到')
    assert.equal(await page.getByTestId('door-staff').count(), 0)
    await shot(page, 'meeting-door')

    const staff = await newPhonePage(browser, t)
    await staff.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}&X-Access-Lang=en-us`)
    await staff.waitForURL((url) => !url.searchParams.has('token'))
    await staff.goto(`${BASE_URL}/meeting-offline-merber?meetingId=${staffed.id}`)
    await staff.getByTestId('door-staff').waitFor()
    assert.ok((await staff.getByTestId('door-attendee').count()) >= 1)
    await shot(staff, 'meeting-door-staff-en')
  })
})
