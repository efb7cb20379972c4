import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, freshAccount, keepScreenshot, launchBrowser, newPhonePage } from './browser.mjs'

/** A call as a user; answers the envelope. */
async function as(token, path, body) {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accesstoken: token, lang: 'zh', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

/** A fresh account with a business card, logged in with the code the local server prints. */
async function personWithCard(phone, card) {
  const token = await freshAccount(phone)
  const saved = await as(token, 'userBusinessCardApply/add', { phone, email: '', ...card })
  assert.equal(saved.code, 200, saved.msg)
  // The card keeps the number in E.164; pages show a mainland mobile in its national format (138 0013 8000).
  return {
    token,
    id: saved.data.userId,
    name: card.name,
    shownPhone: phone.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1 $2 $3'),
  }
}

/** A phone-sized page signed in with the token. */
async function pageAs(browser, t, person, path) {
  const page = await newPhonePage(browser, t)
  await page.goto(`${BASE_URL}/home?token=${person.token}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  await page.goto(`${BASE_URL}${path}`)
  return page
}

let browser
let industryId
before(async () => {
  browser = await launchBrowser()
  const { data } = await api('/common-client/project/industrySelect')
  industryId = Number(data[0].value)
})
after(async () => browser?.close())

describe('exchanging business cards', () => {
  it('shows each side the other phone only once the exchange is accepted', async (t) => {
    const card = { organisation: '测试科技', position: '经理', offers: [], seeks: [] }
    const ann = await personWithCard('13700001501', { ...card, name: '安妮' })
    const bo = await personWithCard('13700001502', { ...card, name: '柏舟' })

    // Ann opens Bo's page: no contacts yet; she asks for an exchange.
    const annPage = await pageAs(browser, t, ann, `/homepage?id=${bo.id}`)
    await annPage.getByTestId('contacts-hidden').waitFor()
    assert.equal(await annPage.getByText(bo.shownPhone).count(), 0)
    await annPage.getByTestId('exchange-request').click()
    await annPage.getByTestId('exchange-state').filter({ hasText: '等待对方同意' }).waitFor()

    // Bo sees the request, without Ann's phone, and accepts it: her phone appears.
    const boPage = await pageAs(browser, t, bo, '/mypage-exchange')
    const request = boPage.getByTestId('exchange-row').filter({ hasText: ann.name })
    await request.waitFor()
    assert.equal(await boPage.getByText(ann.shownPhone).count(), 0)
    await request.getByTestId('exchange-accept').click()
    await boPage.getByTestId('contact-phone').filter({ hasText: ann.shownPhone }).waitFor()
    await keepScreenshot(boPage, { path: 'test-results/network-exchange-accepted.png' })

    // Ann now sees Bo's phone on his page.
    await annPage.reload()
    await annPage.getByTestId('contact-phone').filter({ hasText: bo.shownPhone }).waitFor()
    assert.equal(await annPage.getByTestId('contacts-hidden').count(), 0)
  })
})

describe('a match becomes a meeting', () => {
  it('is requested from the match, accepted, and shows in both agendas', async (t) => {
    const cai = await personWithCard('13700001503', {
      name: '蔡明',
      organisation: '海峡资本',
      position: '合伙人',
      industryId,
      offers: ['investment'],
      seeks: ['projects'],
    })
    const du = await personWithCard('13700001504', {
      name: '杜衡',
      organisation: '杜衡新材料',
      position: '创始人',
      industryId,
      offers: ['projects'],
      seeks: ['investment'],
    })

    // Cai finds Du among the people recommended to him, with the reason, and matches.
    const caiPage = await pageAs(browser, t, cai, '/mypage-engine')
    await caiPage.getByTestId('engine-quota').waitFor()
    await caiPage.getByTestId('engine-tab').filter({ hasText: '人脉' }).click()
    const row = caiPage.getByTestId('match-row').filter({ hasText: du.name })
    await row.waitFor()
    assert.notEqual((await row.getByTestId('match-reason').innerText()).trim(), '')
    await row.getByTestId('match-take').click()
    await row.getByTestId('match-meet').click()

    // The last slot of the last fair day, at the first meeting point.
    const sheet = caiPage.getByTestId('slot-sheet')
    await sheet.getByTestId('slot-day').last().click()
    await sheet.getByTestId('slot-time').last().click()
    await sheet.getByTestId('slot-point').first().click()
    await sheet.getByTestId('slot-submit').click()
    await caiPage.waitForURL(/\/mypage-negotiate/)
    await caiPage.getByTestId('meeting-request').filter({ hasText: du.name }).waitFor()

    // Du accepts it.
    const duPage = await pageAs(browser, t, du, '/mypage-negotiate')
    const received = duPage.getByTestId('meeting-request').filter({ hasText: cai.name })
    await received.waitFor()
    await received.getByTestId('meeting-accept').click()
    await received.getByTestId('meeting-in-agenda').waitFor()
    await keepScreenshot(duPage, { path: 'test-results/network-meeting-accepted.png' })

    // Both agendas hold it, as a business meeting.
    for (const [person, other] of [
      [cai, du],
      [du, cai],
    ]) {
      const page = await pageAs(browser, t, person, '/mypage-schedule')
      const entry = page
        .locator('[data-testid="agenda-entry"][data-key^="negotiation"]')
        .filter({ hasText: other.name })
      await entry.first().waitFor()
      const agenda = await as(person.token, 'meetingSignUp/agenda')
      assert.ok(
        agenda.data.entries.some((e) => e.kind === 'negotiation' && e.title.includes(other.name)),
        `${person.name}'s agenda names the meeting with ${other.name}`,
      )
    }
  })
})
