import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { vipSlots } from './vip.schema'
import type { VipSlot, VipStanding, VipZone, VipPrivilege } from '../../../src/contract/fair'
import { VipCode } from '../../../src/contract/fair.codes'
import { buildOperatorApp } from '../app'
import { assertAllRefused, call, freshUser, HAN, withTestApp } from '../test-app'

const NOW = new Date('2026-09-07T12:00:00+08:00')
const TOKEN = 'v'.repeat(40)
let operator: ReturnType<typeof buildOperatorApp>
const t = withTestApp({ clock: () => NOW }, ({ db }) => {
  operator = buildOperatorApp({ db, token: TOKEN, clock: () => NOW })
})
after(async () => {
  await operator.close()
})

const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
  operator.inject({
    method,
    url: `/operator${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, lang: 'en' },
    ...(payload ? { payload } : {}),
  })

const application = {
  category: 'capital',
  name: '许嘉怡',
  organisation: '鹭岛创新投资基金',
  position: '合伙人',
  dialCode: '86',
  phone: '13905921234',
  email: 'xu@ludao-capital.example',
  arrival: '2026-09-08',
  purpose: '参加闭门路演，寻找新能源项目',
  companions: [{ name: '周明', position: '投资经理' }],
}

/** A fresh user whose VIP application an operator has approved. */
async function approvedVip() {
  const user = await freshUser(t.db)
  const applied = await call<VipStanding>(t.app, 'POST', '/user-central/vip/apply', {
    token: user.token,
    body: application,
  })
  const approved = await ask('POST', `/vip/${applied.body.data.application!.id}/approve`, { operator: 'ops-wang' })
  assert.equal(approved.statusCode, 200)
  return user
}

describe('the VIP zones', () => {
  it('shows each zone with its privileges and desk, and a privilege in detail, in both languages', async () => {
    const zone = (await call<VipZone>(t.app, 'GET', '/common-client/vip/zone?category=government')).body.data
    assert.equal(zone.title, '政府VIP专区')
    assert.equal(zone.privileges.length, 2)
    assert.equal(zone.deskPhone, '0592-5959811')
    const en = (await call<VipZone>(t.app, 'GET', '/common-client/vip/zone?category=merchant', { lang: 'en' })).body
      .data
    assert.doesNotMatch(JSON.stringify(en), HAN)
    const detail = (await call<VipPrivilege>(t.app, 'GET', `/common-client/vip/privilege?id=${zone.privileges[0].id}`))
      .body.data
    assert.equal(detail.category, 'government')
    assert.match(detail.content, /服务说明/)
    assert.equal((await call(t.app, 'GET', '/common-client/vip/zone?category=press')).status, 400)
    assert.equal((await call(t.app, 'GET', '/common-client/vip/privilege?id=999')).status, 404)
  })
})

describe('a VIP application', () => {
  it('is pending until an operator approves it; a second live one is refused', async () => {
    const user = await freshUser(t.db)
    const none = (await call<VipStanding>(t.app, 'GET', '/user-central/vip/application', { token: user.token })).body
      .data
    assert.deepEqual(none, { application: null, isVip: false })
    const applied = (
      await call<VipStanding>(t.app, 'POST', '/user-central/vip/apply', { token: user.token, body: application })
    ).body.data
    assert.equal(applied.application?.status, 'pending')
    assert.deepEqual(applied.application?.companions, [{ name: '周明', position: '投资经理' }])
    const twice = await call(t.app, 'POST', '/user-central/vip/apply', {
      token: user.token,
      body: application,
      lang: 'en',
    })
    assert.deepEqual([twice.status, twice.body.code], [409, VipCode.alreadyApplied])
    const pending = (await ask('GET', '/vip')).json().data as { id: number; userId: number }[]
    assert.ok(pending.some((a) => a.userId === user.id))
    assert.equal(
      (await ask('POST', `/vip/${applied.application!.id}/approve`, { operator: 'ops-wang' })).statusCode,
      200,
    )
    const standing = (await call<VipStanding>(t.app, 'GET', '/user-central/vip/application', { token: user.token }))
      .body.data
    assert.equal(standing.isVip, true)
    assert.equal(standing.application?.decidedAt, NOW.getTime())
    const again = await ask('POST', `/vip/${applied.application!.id}/reject`, { operator: 'ops-wang', reason: 'x' })
    assert.equal(again.statusCode, 409)
  })

  it('is refused with a reason the applicant sees, after which they may apply again', async () => {
    const user = await freshUser(t.db)
    const applied = (
      await call<VipStanding>(t.app, 'POST', '/user-central/vip/apply', { token: user.token, body: application })
    ).body.data
    const id = applied.application!.id
    const noReason = await ask('POST', `/vip/${id}/reject`, { operator: 'ops-li', reason: ' ' })
    assert.equal(noReason.statusCode, 400)
    assert.equal(noReason.json().msg, 'Please give the reason for not approving')
    assert.equal(
      (await ask('POST', `/vip/${id}/reject`, { operator: 'ops-li', reason: '请补充机构证明' })).statusCode,
      200,
    )
    const refused = (await call<VipStanding>(t.app, 'GET', '/user-central/vip/application', { token: user.token })).body
      .data
    assert.deepEqual(
      [refused.application?.status, refused.application?.reason, refused.isVip],
      ['rejected', '请补充机构证明', false],
    )
    const reapplied = await call(t.app, 'POST', '/user-central/vip/apply', { token: user.token, body: application })
    assert.equal(reapplied.status, 200)
    assert.equal((await ask('GET', '/vip?status=rejected')).json().data.length >= 1, true)
    assert.equal((await ask('POST', '/vip/99999/approve', { operator: 'x' })).statusCode, 404)
  })

  it('refuses a visitor and malformed applications', async () => {
    assert.equal((await call(t.app, 'POST', '/user-central/vip/apply', { body: application })).body.code, 30000)
    const { token } = await freshUser(t.db)
    await assertAllRefused(
      [
        { ...application, category: 'press' },
        { ...application, phone: '12' },
        { ...application, email: 'not-mail' },
        { ...application, arrival: '8 Sept' },
        { ...application, name: '' },
        { ...application, companions: Array.from({ length: 6 }, () => ({ name: 'a', position: '' })) },
      ],
      (body) => call(t.app, 'POST', '/user-central/vip/apply', { token, body }),
    )
  })
})

describe('VIP appointments', () => {
  it('answers "VIP not available" to a user who is not an approved VIP', async () => {
    const user = await freshUser(t.db)
    const slots = (await call<VipSlot[]>(t.app, 'GET', '/user-central/vip/slots', { token: user.token })).body.data
    const refused = await call(t.app, 'POST', '/user-central/vip/book', {
      token: user.token,
      body: { slotId: slots[0].id },
      lang: 'en',
    })
    assert.deepEqual([refused.status, refused.body.code], [403, VipCode.notAvailable])
    assert.match(refused.body.msg, /^VIP not available/)
  })

  it('books and cancels a place; a started slot is closed', async () => {
    const vip = await approvedVip()
    const slots = (await call<VipSlot[]>(t.app, 'GET', '/user-central/vip/slots', { token: vip.token })).body.data
    assert.ok(slots.every((s) => s.open))
    const slot = slots[0]
    const booked = (
      await call<VipSlot[]>(t.app, 'POST', '/user-central/vip/book', { token: vip.token, body: { slotId: slot.id } })
    ).body.data
    assert.deepEqual((({ booked: n, mine }) => [n, mine])(booked.find((s) => s.id === slot.id)!), [
      slot.booked + 1,
      true,
    ])
    const twice = await call(t.app, 'POST', '/user-central/vip/book', { token: vip.token, body: { slotId: slot.id } })
    assert.equal(twice.body.code, VipCode.alreadyBooked)
    const cancelled = (
      await call<VipSlot[]>(t.app, 'POST', '/user-central/vip/cancel', { token: vip.token, body: { slotId: slot.id } })
    ).body.data
    assert.deepEqual((({ booked: n, mine }) => [n, mine])(cancelled.find((s) => s.id === slot.id)!), [
      slot.booked,
      false,
    ])
    assert.equal(
      (await call(t.app, 'POST', '/user-central/vip/cancel', { token: vip.token, body: { slotId: slot.id } })).status,
      409,
    )
    const [started] = await t.db
      .insert(vipSlots)
      .values({
        serviceZh: '旧时段',
        serviceEn: 'Past slot',
        placeZh: 'A1',
        placeEn: 'A1',
        startsAt: new Date(NOW.getTime() - 3600_000),
        endsAt: NOW,
        capacity: 5,
      })
      .returning({ id: vipSlots.id })
    const late = await call(t.app, 'POST', '/user-central/vip/book', { token: vip.token, body: { slotId: started.id } })
    assert.equal(late.body.code, VipCode.slotClosed)
  })

  it('never gives a slot more bookings than its capacity, however many VIPs book at once', async () => {
    const [slot] = await t.db
      .insert(vipSlots)
      .values({
        serviceZh: '双边会见室',
        serviceEn: 'Bilateral meeting room',
        placeZh: '国际会议中心二层',
        placeEn: 'Level 2',
        startsAt: new Date('2026-09-10T15:00:00+08:00'),
        endsAt: new Date('2026-09-10T16:00:00+08:00'),
        capacity: 3,
      })
      .returning({ id: vipSlots.id })
    const vips = []
    for (let i = 0; i < 8; i++) vips.push(await approvedVip())
    const answers = await Promise.all(
      vips.map((vip) => call(t.app, 'POST', '/user-central/vip/book', { token: vip.token, body: { slotId: slot.id } })),
    )
    const codes = answers.map((a) => a.body.code)
    assert.equal(codes.filter((c) => c === 200).length, 3)
    assert.equal(codes.filter((c) => c === VipCode.slotFull).length, 5)
    const listed = (await call<VipSlot[]>(t.app, 'GET', '/user-central/vip/slots', { token: vips[0].token })).body.data
    assert.equal(listed.find((s) => s.id === slot.id)!.booked, 3)
  })
})
