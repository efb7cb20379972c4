import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { entryStaff, registrations } from './schema'
import { groupForm, memberForm, personForm, verifiedUser } from './testing'
import type { Badge, BadgeScanResult, GroupRegistration, PersonRegistration } from '../../../src/contract/registration'
import { RegistrationCode, RegistrationStatus } from '../../../src/contract/registration.codes'
import { call, freshUser, withTestApp } from '../test-app'

let now = new Date('2026-08-15T10:00:00+08:00')
const t = withTestApp({ clock: () => now })

const issue = (id: number) =>
  t.db
    .update(registrations)
    .set({ certificateStatus: RegistrationStatus.certificateIssued, certificateIssuedAt: now })
    .where(eq(registrations.id, id))

async function issuedPerson(birth = '19900101', values = {}) {
  const user = await verifiedUser(t.db, '王小明', birth)
  const answer = await call<PersonRegistration>(t.app, 'POST', '/user-central/registration/person/submit', {
    token: user.token,
    body: await personForm(t.db, user, { gender: Number(user.idNumber[16]) % 2 ? 'male' : 'female', ...values }),
  })
  assert.equal(answer.status, 200, answer.body.msg)
  return { user, id: answer.body.data.id }
}

const badge = (token: string, registrationId: number, lang: 'zh' | 'en' = 'en') =>
  call<Badge>(t.app, 'GET', `/user-central/registration/badge?registrationId=${registrationId}`, { token, lang })

async function staff() {
  const user = await freshUser(t.db)
  await t.db.insert(entryStaff).values({ userId: user.id, addedBy: 'test' })
  return user
}

const scan = (token: string, payload: string, lang: 'zh' | 'en' = 'en') =>
  call<BadgeScanResult>(t.app, 'POST', '/user-central/registration/badge/verify', { token, body: { payload }, lang })

const during = async <T>(moment: string, run: () => Promise<T>) => {
  const saved = now
  now = new Date(moment)
  try {
    return await run()
  } finally {
    now = saved
  }
}

describe('GET /user-central/registration/badge', () => {
  it('is there once the certificate is issued: the QR code of a payload signed until the fair ends', async () => {
    const { user, id } = await issuedPerson()
    const early = await badge(user.token, id)
    assert.deepEqual([early.status, early.body.code], [404, RegistrationCode.badgeNotIssued])
    await issue(id)
    const answer = await badge(user.token, id)
    assert.equal(answer.status, 200, answer.body.msg)
    const shown = answer.body.data
    assert.deepEqual(
      [shown.name, shown.kind, shown.personKind, shown.kindLabel, shown.admits, shown.companionRequired],
      ['王小明', 'person', 'visitor', 'Visitor', 1, false],
    )
    assert.match(shown.idNumber, /^3\*{16}.$/)
    assert.match(shown.payload, /^CIFIT1\.[\w-]+\.[\w-]+$/)
    assert.equal(shown.expiresAt, Date.parse('2026-09-12T00:00:00+08:00'))
    assert.equal(
      shown.qrSvg,
      await QRCode.toString(shown.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    )
    const other = await verifiedUser(t.db)
    assert.equal((await badge(other.token, id)).status, 404)
  })

  it("notes the companion minors, the elderly and disabled visitors need, and a group's collection by its contact", async () => {
    const minor = await issuedPerson('20100607')
    await issue(minor.id)
    assert.equal(
      (await badge(minor.user.token, minor.id)).body.data.companionNote,
      'Elderly, minor and disabled visitors must be accompanied on site',
    )
    const elderly = await issuedPerson('19600101')
    await issue(elderly.id)
    assert.equal(
      (await badge(elderly.user.token, elderly.id, 'zh')).body.data.companionNote,
      '老年人、未成年人及残障人士须有人陪同入场',
    )
    const assisted = await issuedPerson('19900101', { needsAssistance: true })
    await issue(assisted.id)
    assert.equal((await badge(assisted.user.token, assisted.id)).body.data.companionRequired, true)
    const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
    const group = await call<GroupRegistration>(t.app, 'POST', '/user-central/registration/group/submit', {
      token: contact.token,
      body: await groupForm(t.db, contact, { memberCount: 12, members: [memberForm(40), memberForm(41)] }),
    })
    await issue(group.body.data.id)
    const groupBadge = (await badge(contact.token, group.body.data.id)).body.data
    assert.deepEqual(
      [groupBadge.name, groupBadge.organisation, groupBadge.admits, groupBadge.collectionNote],
      ['陈晓梅', '厦门商会考察团', 12, "A group's badges are collected by its contact person only"],
    )
  })
})

describe('POST /user-central/registration/badge/verify', () => {
  it('tells entrance staff who the badge is and admits them on the fair days only', async () => {
    const { user, id } = await issuedPerson()
    await issue(id)
    const { payload } = (await badge(user.token, id)).body.data
    const gate = await staff()
    const before = await scan(gate.token, payload)
    assert.equal(before.status, 200)
    assert.deepEqual([before.body.data.name, before.body.data.entryAllowed], ['王小明', false])
    assert.equal(before.body.data.reason, 'The fair opens on 2026-09-08: no entry yet')
    const open = await during('2026-09-09T10:00:00+08:00', () => scan(gate.token, payload))
    assert.deepEqual(
      [open.body.data.entryAllowed, open.body.data.reason, open.body.data.registrationId],
      [true, '', id],
    )
  })

  it('admits its holder again on the same fair day: a badge is a pass for the fair, not a single-use ticket', async () => {
    const { user, id } = await issuedPerson()
    await issue(id)
    const { payload } = (await badge(user.token, id)).body.data
    const gate = await staff()
    for (const at of ['2026-09-09T09:00:00+08:00', '2026-09-09T12:30:00+08:00', '2026-09-09T15:00:00+08:00']) {
      const scanned = await during(at, () => scan(gate.token, payload))
      assert.deepEqual([scanned.body.data.entryAllowed, scanned.body.data.name], [true, '王小明'], at)
    }
  })

  it('refuses a tampered payload and an expired one', async () => {
    const { user, id } = await issuedPerson()
    await issue(id)
    const { payload } = (await badge(user.token, id)).body.data
    const gate = await staff()
    const [version, body, signature] = payload.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as number[]
    const forged = Buffer.from(JSON.stringify([claims[0] + 1, claims[1], claims[2]])).toString('base64url')
    for (const tampered of [
      `${version}.${forged}.${signature}`,
      `${payload.slice(0, -2)}AA`,
      'CIFIT1.x.y',
      'anything',
    ]) {
      const answer = await scan(gate.token, tampered)
      assert.deepEqual([answer.status, answer.body.code], [400, RegistrationCode.badgeInvalid], tampered)
      assert.equal(answer.body.msg, 'This badge code is not valid; check the badge')
    }
    const expired = await during('2026-09-12T00:00:00+08:00', () => scan(gate.token, payload))
    assert.deepEqual(
      [expired.status, expired.body.code, expired.body.msg],
      [400, RegistrationCode.badgeExpired, 'This badge code has expired'],
    )
  })

  it('is for entrance staff only, and does not admit a withdrawn or revoked registration', async () => {
    const { user, id } = await issuedPerson()
    await issue(id)
    const { payload } = (await badge(user.token, id)).body.data
    const visitor = await freshUser(t.db)
    assert.equal((await scan(visitor.token, payload)).status, 403)
    const gate = await staff()
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.notApproved })
      .where(eq(registrations.id, id))
    const revoked = await during('2026-09-09T10:00:00+08:00', () => scan(gate.token, payload, 'zh'))
    assert.deepEqual(
      [revoked.body.data.entryAllowed, revoked.body.data.reason],
      [false, '该报名已撤回或证件已失效，不能入场'],
    )
  })
})
