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

describe('what waits for the user', () => {
  it('counts a card request on the my tab and its entry as it arrives, and no more once it is answered', async (t) => {
    const card = { organisation: '测试科技', position: '经理', offers: [], seeks: [] }
    const cy = await personWithCard('13700001511', { ...card, name: '崔雨' })
    const dee = await personWithCard('13700001512', { ...card, name: '邓亦' })

    const page = await pageAs(browser, t, dee, '/my')
    await page.getByTestId('exchange-cell').waitFor()
    const tabBadge = page.locator('.taro-tabbar-badge')
    assert.equal(await tabBadge.count(), 0)

    // Cy asks while Dee's page is open: the chat socket tells the app, with no reload.
    const asked = await as(cy.token, 'network/exchange/request', { userId: dee.id })
    assert.equal(asked.code, 200, asked.msg)
    await tabBadge.filter({ hasText: '1' }).waitFor()
    await page.getByTestId('exchange-cell-badge').filter({ hasText: '1' }).waitFor()
    assert.equal(await page.getByTestId('exchange-cell-badge').getAttribute('aria-label'), '1 项待处理')
    await keepScreenshot(page, { path: 'test-results/network-waiting-badge.png' })

    // Dee answers from the entry; back on the my tab nothing waits any more.
    await page.getByTestId('exchange-cell').click()
    const request = page.getByTestId('exchange-row').filter({ hasText: cy.name })
    await request.getByTestId('exchange-accept').click()
    await page.getByTestId('contact-phone').filter({ hasText: cy.shownPhone }).waitFor()
    await page.goBack()
    await page.getByTestId('exchange-cell').waitFor()
    await tabBadge.waitFor({ state: 'detached' })
    assert.equal(await page.getByTestId('exchange-cell-badge').count(), 0)
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

    // About a topic, in the last slot of the last fair day, at the first meeting point.
    const sheet = caiPage.getByTestId('slot-sheet')
    await sheet
      .locator('input[data-testid="slot-topic"], [data-testid="slot-topic"] input')
      .first()
      .fill('新材料项目投资')
    await sheet.getByTestId('slot-day').last().click()
    await sheet.getByTestId('slot-time').last().click()
    await sheet.getByTestId('slot-point').first().click()
    await sheet.getByTestId('slot-submit').click()
    await caiPage.waitForURL(/\/mypage-negotiate/)
    const sent = caiPage.getByTestId('meeting-request').filter({ hasText: du.name })
    await sent.waitFor()
    assert.equal((await sent.getByTestId('meeting-topic').innerText()).trim(), '主题：新材料项目投资')

    // Du sees what it is about and accepts it.
    const duPage = await pageAs(browser, t, du, '/mypage-negotiate')
    const received = duPage.getByTestId('meeting-request').filter({ hasText: cai.name })
    await received.waitFor()
    assert.equal((await received.getByTestId('meeting-topic').innerText()).trim(), '主题：新材料项目投资')
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
        agenda.data.entries.some((e) => e.kind === 'negotiation' && e.title === `与${other.name}洽谈：新材料项目投资`),
        `${person.name}'s agenda names the meeting with ${other.name} and its topic`,
      )
    }
  })
})
