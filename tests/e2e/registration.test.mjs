import assert from 'node:assert/strict'
import { Blob, Buffer } from 'node:buffer'
import { readFileSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, DEMO_TOKEN, launchBrowser, newPhonePage, printedCode, verifyRealName } from './browser.mjs'

// Registration flows run on a second server whose fair clock stands before the 2 September deadline (REG_BASE_URL,
// started by scripts/e2e.mjs); the closed state is checked on the main server, on fair day 2.
const REG = process.env.REG_BASE_URL ?? 'http://127.0.0.1:8081'
const REG_LOG = process.env.REG_SERVER_LOG ?? ''
const REG_OPERATOR = process.env.REG_OPERATOR_ACCESS ?? ''
const SERVER = { base: REG, operatorAccess: REG_OPERATOR }

/** A one-pixel PNG: a picture the object store takes by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function call(method, path, token, body) {
  const res = await fetch(`${REG}${path}`, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { accesstoken: token }) },
    body: body && JSON.stringify(body),
  })
  return res.json()
}

/** A new account on the registration server, signed in with the code it prints. */
async function freshUser(phone) {
  assert.equal((await call('POST', '/user-central/login/sendCode', '', { method: 'phone', account: phone })).code, 200)
  const code = await printedCode(`${phone.slice(0, 3)}****${phone.slice(-4)}`, REG_LOG)
  const login = await call('POST', '/user-central/login/byCode', '', { method: 'phone', account: phone, code })
  assert.equal(login.code, 200, login.msg)
  return login.data.token
}

/** An operator's step on a registration, through the operator API. */
async function operator(path, body) {
  const { url, token } = JSON.parse(readFileSync(REG_OPERATOR, 'utf8'))
  const res = await fetch(`${url}/operator/registration/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operator: 'browser-test', ...body }),
  })
  const answer = await res.json()
  assert.equal(answer.code, 200, answer.msg)
  return answer.data
}

/** Advances a registration step by step until it reaches `status` on its track. */
async function advanceTo(id, status, track = 'certificate') {
  for (let i = 0; i < 8; i += 1) {
    const { status: now } = await operator(`${id}/advance`, { track })
    if (now === status) return
  }
  throw new Error(`registration ${id} never reached ${status}`)
}

/** Uploads a picture as the user, answering its address. */
async function upload(token) {
  const form = new globalThis.FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png')
  const res = await fetch(`${REG}/merchants-client/common/oss/getImageUrl`, {
    method: 'POST',
    headers: { accesstoken: token },
    body: form,
  })
  const answer = await res.json()
  assert.equal(answer.code, 200, answer.msg)
  return answer.data.url
}

/** The yyyy-mm-dd birth date an 18-digit ID number carries. */
const birthOf = (idNumber) => `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`
const genderOf = (idNumber) => (Number(idNumber[16]) % 2 === 1 ? 'male' : 'female')

/** An 18-digit ID number born on `birth` (yyyymmdd), its check digit computed. */
function idNumberOf(birth, serial) {
  const body = `350203${birth}${String(serial).padStart(3, '0')}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}

const field = (page, id) => page.getByTestId(id).locator('input, textarea').first()
/** Sends a form and waits for the page it leads to; otherwise fails with the messages the form shows. */
async function send(page, form) {
  await page.getByTestId(`${form}-submit`).click()
  try {
    await page.waitForURL(/\/submittedSuccessfully/, { timeout: 15_000 })
  } catch {
    const messages = await page.locator('[data-testid$="-error"]').allTextContents()
    throw new Error(`${form} was not sent: ${messages.join(' | ')}`)
  }
}

/** Ticks an agreement by its box, away from the policy link in its sentence. */
const tick = (page, id) => page.getByTestId(id).click({ position: { x: 8, y: 8 } })

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('registration', () => {
  it('a visitor verifies their name first, registers, waits for review, and the issued badge opens offline', async (t) => {
    const token = await freshUser('13712340001')
    const page = await newPhonePage(browser, t)
    // Verification earns points, whose prompt may come up over the form at any moment.
    await page.addLocatorHandler(page.getByTestId('points-modal'), () => page.getByTestId('points-modal-close').click())
    await page.goto(`${REG}/visitSingleReg?kind=visitor&token=${token}`)
    await page.getByTestId('reg-realname-first').waitFor()
    await page.getByTestId('reg-realname-go').click()
    await page.waitForURL(/\/mypage-realname/)
    // The visitor sees the verification page before coming back (going back while it still opened, under load, left
    // the form's page hidden behind it).
    await page.getByTestId('realname-status').waitFor()
    const idNumber = await verifyRealName(token, '李观众', SERVER)
    // What another device kept of the form: the choices made on wheels.
    await call('POST', '/user-central/registration/draft/save', token, {
      form: 'person',
      data: { idType: 'idCard', birthDate: birthOf(idNumber), mainPurpose: 'trade', region: ['350000', '350200'] },
    })
    await page.goBack()
    await page.waitForURL(/\/visitSingleReg/)
    await page.getByTestId('person-form').waitFor()

    await field(page, 'person-name').fill('李观众')
    await field(page, 'person-idNumber').fill(idNumber)
    await field(page, 'person-phone').fill('13712340001')
    await page.getByTestId(`person-gender-${genderOf(idNumber)}`).click()
    const chooser = page.waitForEvent('filechooser')
    const uploaded = page.waitForResponse(/\/common\/oss\/getImageUrl/)
    await page.getByTestId('person-avatar').locator('.nut-uploader-upload').click()
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG })
    assert.equal((await (await uploaded).json()).code, 200)
    await tick(page, 'person-privacyAccepted')
    await send(page, 'person')
    await page.getByTestId('reg-outcome').getByText('提交成功').waitFor()
    assert.equal(await page.getByTestId('reg-certificate-status').textContent(), '已提交')
    const [mine] = (await call('GET', '/user-central/registration/mine', token)).data
    await operator(`${mine.id}/advance`, {})
    await page.reload()
    await page.getByTestId('reg-certificate-status').getByText('已登记，待审核').waitFor()

    await advanceTo(mine.id, 6)
    await page.reload()
    await page.getByTestId('reg-open-badge').click()
    await page.waitForURL(/\/electronic-card/)
    await page.getByTestId('badge-qr').waitFor()
    assert.equal(await page.getByTestId('badge-name').textContent(), '李观众')

    await page.context().setOffline(true)
    await page.goBack()
    await page.getByTestId('reg-outcome').waitFor()
    await page.goForward()
    await page.getByTestId('badge-offline').waitFor()
    assert.ok(await page.getByTestId('badge-qr').isVisible())
    await page.context().setOffline(false)
  })

  it('a group contact registers three members and chooses express delivery, whose number shows once sent', async (t) => {
    const token = await freshUser('13712340002')
    await verifyRealName(token, '张领队', SERVER)
    const members = ['甲', '乙', '丙'].map((n, i) => ({
      idNumber: idNumberOf(`1985020${i + 1}`, 101 + i),
      name: `成员${n}`,
    }))
    const [logo, licence] = [await upload(token), await upload(token)]
    await call('POST', '/user-central/registration/draft/save', token, {
      form: 'group',
      data: {
        logo: [logo],
        businessLicence: [licence],
        groupType: 'enterprise',
        members: members.map(({ idNumber, name }) => ({
          name,
          idType: 'idCard',
          birthDate: birthOf(idNumber),
          gender: genderOf(idNumber),
        })),
      },
    })
    const page = await newPhonePage(browser, t)
    await page.goto(`${REG}/groupRegFrom?token=${token}`)
    await page.getByTestId('group-form').waitFor()
    await field(page, 'group-groupNameZh').fill('厦门商会考察团')
    await field(page, 'group-memberCount').fill('3')
    await field(page, 'group-contactName').fill('张领队')
    await field(page, 'group-contactPhone').fill('13712340002')
    await page.getByTestId('group-collectionMethod-express').click()
    await field(page, 'group-mailingAddress').fill('福建省厦门市思明区会展路198号')
    await field(page, 'group-mailingContact').fill('张领队')
    await field(page, 'group-mailingPhone').fill('13712340002')
    await page.getByTestId('group-fortune500-no').click()
    await field(page, 'group-unitIntroduction').fill('厦门市商会组织的企业考察团')
    for (const [index, { idNumber }] of members.entries())
      await field(page, `group-members-${index}-idNumber`).fill(idNumber)
    await tick(page, 'group-privacyAccepted')
    await send(page, 'group')
    await page.getByTestId('reg-outcome').waitFor()
    const [group] = (await call('GET', '/user-central/registration/mine', token)).data
    assert.equal(group.kind, 'group')
    assert.equal((await call('GET', '/user-central/registration/group', token)).data.members.length, 3)

    await page.goto(`${REG}/receiveInfo?id=${group.id}`)
    await page.getByTestId('collection-chosen').getByText('福建省厦门市思明区会展路198号').waitFor()
    assert.match(await page.getByTestId('collection-express').textContent(), /寄出后/)
    await advanceTo(group.id, 5)
    await operator(`${group.id}/express`, { expressNumber: 'SF1234567890' })
    await page.reload()
    assert.equal(await page.getByTestId('collection-express').textContent(), '快递单号：SF1234567890')
  })

  it('an exhibitor refused with a reason modifies the application and sends it again', async (t) => {
    const token = await freshUser('13712340003')
    await verifyRealName(token, '陈展商', SERVER)
    const { data: options } = await call('GET', '/common-client/registration/options', '')
    const [hall] = options.exhibitions
    const submitted = await call('POST', '/user-central/registration/organisation/submit', token, {
      nameZh: '厦门海沧智造有限公司',
      structureType: 'private',
      country: '中国',
      logo: await upload(token),
      businessScopeZh: '工业互联网设备',
      exhibitionId: Number(hall.value),
      exhibitionAreaId: Number(hall.areas[0].value),
      informationChannel: 'website',
      exhibitionIntent: 'exhibit',
      boothType: 'standard',
      standardBooths: 2,
      exhibitDemand: '两个标准展位',
      targetCustomers: '制造企业',
      displayContentZh: '智能产线',
      industryId: Number(options.industries[0].value),
      contacts: [{ name: '陈展商', phone: '13712340003', email: 'chen@example.com' }],
      privacyAccepted: true,
    })
    assert.equal(submitted.code, 200, submitted.msg)
    await operator(`${submitted.data.id}/reject`, { track: 'exhibitor', reason: '营业执照已过期' })

    const page = await newPhonePage(browser, t)
    await page.goto(`${REG}/exhibitionRegInfo?token=${token}`)
    assert.equal(await page.getByTestId('reg-reason').textContent(), '未通过原因：营业执照已过期')
    assert.equal(await page.getByTestId('reg-exhibitor-status').textContent(), '审核不通过')
    await page.getByTestId('reg-modify').click()
    await page.waitForURL(/\/orgRegForm/)
    assert.equal(await field(page, 'organisation-nameZh').inputValue(), '厦门海沧智造有限公司')
    await field(page, 'organisation-exhibitDemand').fill('两个标准展位，已更新营业执照')
    await tick(page, 'organisation-privacyAccepted')
    await send(page, 'organisation')
    await page.getByTestId('reg-exhibitor-status').getByText('已提交').waitFor()
    const { data: organisation } = await call('GET', '/user-central/registration/organisation', token)
    assert.equal(organisation.exhibitDemand, '两个标准展位，已更新营业执照')
    assert.equal(organisation.history.at(-1).action, 'resubmitted')
  })

  it('a half-filled form survives a reload', async (t) => {
    const token = await freshUser('13712340004')
    await verifyRealName(token, '王草稿', SERVER)
    const page = await newPhonePage(browser, t)
    await page.goto(`${REG}/groupRegFrom?token=${token}&X-Access-Lang=en-us`)
    await page.getByTestId('group-form').waitFor()
    await field(page, 'group-groupNameZh').fill('泉州侨商团')
    await field(page, 'group-unitIntroduction').fill('Overseas Chinese traders of Quanzhou')
    await page.reload()
    await page.getByTestId('group-form').waitFor()
    assert.equal(await field(page, 'group-groupNameZh').inputValue(), '泉州侨商团')
    assert.equal(await field(page, 'group-unitIntroduction').inputValue(), 'Overseas Chinese traders of Quanzhou')
    // The server keeps it too once typing pauses, for /mypage-drafts and other devices.
    await page.waitForTimeout(2000)
    await page.goto(`${REG}/mypage-drafts`)
    await page.getByTestId('draft-group').getByText('泉州侨商团').waitFor()
  })

  for (const [language, closed] of [
    ['zh-cn', '报名已截止'],
    ['en-us', 'Registration has closed'],
  ]) {
    it(`after the deadline the forms show the closed state with the on-site hours (${language})`, async (t) => {
      const page = await newPhonePage(browser, t)
      await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}&X-Access-Lang=${language}`)
      await page.waitForURL((url) => !url.searchParams.has('token'))
      for (const path of ['/visitSingleReg?kind=visitor', '/groupRegFrom', '/orgRegForm']) {
        await page.goto(`${BASE_URL}${path}`)
        await page.waitForURL(/\/registration-deadline/)
        await page.getByTestId('reg-deadline').getByText(closed).waitFor()
        assert.match(await page.getByTestId('reg-service-hours').textContent(), /12:00.*17:00/)
      }
    })
  }
})
