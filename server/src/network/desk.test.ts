import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { userProfiles } from './people.schema'
import { exchange, person, testDeps } from './testing'
import type { Page } from '../../../src/contract/common'
import type { Agenda } from '../../../src/contract/meeting'
import type {
  Assistant,
  Businessman,
  CardCode,
  Conversation,
  Desk,
  DeskStats,
  GroupDetail,
  Lead,
  MeetingRequest,
  MerchantItem,
  MyGroup,
  PersonPage,
  Visitor,
} from '../../../src/contract/network'
import { NetworkCode } from '../../../src/contract/network.codes'
import { eventPoints } from '../engagement/schema'
import { enterpriseMembers, inquiries, products } from '../enterprise/schema'
import { booths } from '../exhibition/schema'
import { signBadge } from '../registration/badge.service'
import { call, demoToken, freshUser, HAN, withTestApp } from '../test-app'

const now = new Date('2026-09-09T10:00:00+08:00')
const deps = testDeps()
const t = withTestApp({ clock: () => now, registration: deps })

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/network/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'GET', `/user-central/network/${url}`, { token, lang })

/** A fresh account acting for an enterprise of its own choosing (one with booths and products). */
async function exhibitor(enterpriseId: number) {
  const user = await person(t.app, t.db)
  await t.db.insert(enterpriseMembers).values({ userId: user.id, enterpriseId })
  return user
}

describe('the exhibitor’s desk and charts', () => {
  it('is for accounts acting for an exhibitor only', async () => {
    const user = await person(t.app, t.db)
    for (const url of ['desk', 'desk/stats', 'leads', 'leads/export']) {
      const refused = await get(url, user.token, 'en')
      assert.equal(refused.status, 403, url)
      assert.equal(refused.body.code, NetworkCode.exhibitorOnly, url)
      assert.equal(refused.body.msg, 'The exhibitor tools are for accounts that act for an exhibitor')
    }
    assert.equal((await get('desk')).body.code, 30000)
  })

  it('counts the fair day’s visitors, leads, card and meeting requests and enquiries, and charts every fair day', async () => {
    const owner = await exhibitor(5)
    const [booth] = await t.db.select().from(booths).where(eq(booths.enterpriseId, 5))
    const [product] = await t.db.select().from(products).where(eq(products.enterpriseId, 5))
    const visitors = await Promise.all([person(t.app, t.db), person(t.app, t.db)])
    const view = (userId: number, at: string) => ({
      eventName: 'content_view',
      contentId: String(booth.id),
      paramId: '5',
      userId,
      createdAt: new Date(at),
    })
    await t.db
      .insert(eventPoints)
      .values([
        view(visitors[0].id, '2026-09-08T15:00:00+08:00'),
        view(visitors[0].id, '2026-09-09T09:00:00+08:00'),
        view(visitors[1].id, '2026-09-09T09:30:00+08:00'),
        view(visitors[1].id, '2026-09-09T23:30:00+08:00'),
      ])
    await t.db.insert(inquiries).values({
      userId: visitors[0].id,
      productId: product.id,
      quantity: 1,
      unit: 'set',
      requirements: 'x',
      phone: visitors[0].phone,
      createdAt: new Date('2026-09-09T08:00:00+08:00'),
    })
    await post('exchange/request', visitors[1].token, { userId: owner.id })
    const code = signBadge(deps.signingKey as Buffer, {
      registrationId: 9,
      userId: visitors[0].id,
      expires: 2_000_000_000,
    })
    await post('leads/scan', owner.token, { code })
    const desk = (await get<Desk>('desk', owner.token, 'en')).body.data
    assert.equal(desk.enterprise.id, 5)
    assert.doesNotMatch(desk.enterprise.name, HAN)
    assert.equal(desk.date, '2026-09-09')
    assert.ok(desk.booths.some((b) => b.boothNo === booth.boothNo))
    assert.deepEqual(desk.today, { visitors: 2, leads: 1, cardRequests: 1, enquiries: 1, meetingRequests: 0 })
    assert.deepEqual(desk.waiting, { cardRequests: 1, meetingRequests: 0 })
    const stats = (await get<DeskStats>('desk/stats', owner.token)).body.data
    assert.deepEqual(
      stats.days.map((d) => [d.date, d.visits, d.leads, d.enquiries]),
      [
        ['2026-09-08', 1, 0, 0],
        ['2026-09-09', 3, 1, 1],
        ['2026-09-10', 0, 0, 0],
        ['2026-09-11', 0, 0, 0],
      ],
    )
    assert.deepEqual(stats.totals, { visits: 4, leads: 1, enquiries: 1 })
  })
})

describe('lead capture', () => {
  it('captures a visitor by badge or card code once, counting rescans; contacts only after an exchange', async () => {
    const owner = await exhibitor(6)
    const visitor = await person(t.app, t.db, { name: '访客甲', organisation: '甲公司', position: '采购经理' })
    const badge = signBadge(deps.signingKey as Buffer, {
      registrationId: 1,
      userId: visitor.id,
      expires: 2_000_000_000,
    })
    const first = await post<Lead>('leads/scan', owner.token, { code: badge, note: '要样品' })
    assert.deepEqual(
      [
        first.body.data.name,
        first.body.data.organisation,
        first.body.data.source,
        first.body.data.scans,
        first.body.data.contacts,
      ],
      ['访客甲', '甲公司', 'badge', 1, null],
    )
    const card = (await get<CardCode>('card/code', visitor.token)).body.data.code
    const again = await post<Lead>('leads/scan', owner.token, { code: card })
    assert.deepEqual(
      [again.body.data.id, again.body.data.scans, again.body.data.note],
      [first.body.data.id, 2, '要样品'],
    )
    await exchange(t.app, owner, visitor)
    const listed = await get<Page<Lead>>(`leads?keyword=${encodeURIComponent('甲公司')}`, owner.token)
    assert.deepEqual(
      listed.body.data.list.map((l) => l.contacts?.phone),
      [`+86${visitor.phone}`],
    )
    // A card in both languages (the demo people's) shows the lead as the reader's language writes it.
    await t.db
      .update(userProfiles)
      .set({ nameEn: 'Visitor A', companyEn: 'A Co.', positionEn: 'Buyer' })
      .where(eq(userProfiles.userId, visitor.id))
    const english = (await get<Page<Lead>>('leads', owner.token, 'en')).body.data.list[0]
    assert.deepEqual([english.name, english.organisation, english.position], ['Visitor A', 'A Co.', 'Buyer'])
    const chinese = (await get<Page<Lead>>('leads', owner.token, 'zh')).body.data.list[0]
    assert.deepEqual([chinese.name, chinese.organisation], ['访客甲', '甲公司'])
    for (const bad of ['CIFIT1.AAAA.BBBB', 'x'])
      assert.equal((await post('leads/scan', owner.token, { code: bad })).body.code, NetworkCode.codeInvalid)
    const self = (await get<CardCode>('card/code', owner.token)).body.data.code
    assert.equal((await post('leads/scan', owner.token, { code: self })).body.code, NetworkCode.self)
    assert.deepEqual((await post('leads/scan', owner.token, {})).body.data, { field: 'code', problem: 'required' })
  })

  it('exports the leads as a spreadsheet headed in the request’s language, with their notes and ratings', async () => {
    const owner = await exhibitor(7)
    const visitor = await person(t.app, t.db, { name: 'Visitor B', organisation: 'B GmbH' })
    const unrated = await person(t.app, t.db, { name: 'Visitor C' })
    const badgeOf = (userId: number) =>
      signBadge(deps.signingKey as Buffer, { registrationId: 2, userId, expires: 2_000_000_000 })
    const lead = await post<Lead>('leads/scan', owner.token, { code: badgeOf(visitor.id), note: 'wants a quote' })
    await post('leads/note', owner.token, { id: lead.body.data.id, note: 'wants a quote by Friday', rating: 4 })
    await post('leads/scan', owner.token, { code: badgeOf(unrated.id) })
    const sheetIn = async (lang: 'zh' | 'en') => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/user-central/network/leads/export',
        headers: { accesstoken: owner.token, lang },
      })
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers['content-type']), /spreadsheetml/)
      assert.match(String(response.headers['content-disposition']), /attachment; filename="leads-7\.xlsx"/)
      assert.equal(response.headers['cache-control'], 'no-store')
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      return workbook.worksheets[0]
    }
    const sheet = await sheetIn('en')
    assert.equal(sheet.name, 'Booth leads')
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 4), ['Name', 'Organisation', 'Position'])
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(10, 12), ['Note', 'Rating'])
    assert.deepEqual((sheet.getRow(2).values as unknown[]).slice(1, 3), ['Visitor B', 'B GmbH'])
    assert.equal(sheet.getRow(2).getCell(4).value, '')
    assert.equal(sheet.getRow(2).getCell(6).value, 'Badge')
    assert.deepEqual(
      [sheet.getRow(2).getCell(10).value, sheet.getRow(2).getCell(11).value],
      ['wants a quote by Friday', 4],
    )
    assert.deepEqual([sheet.getRow(3).getCell(1).value, sheet.getRow(3).getCell(10).value], ['Visitor C', ''])
    assert.equal(sheet.getRow(3).getCell(11).value, '')
    const chinese = await sheetIn('zh')
    assert.equal(chinese.name, '展位线索')
    assert.deepEqual((chinese.getRow(1).values as unknown[]).slice(10, 12), ['备注', '评分'])
    assert.equal(chinese.getRow(2).getCell(11).value, 4)
  })

  it('keeps the staff’s note and rating of a lead, for its enterprise’s staff only', async () => {
    const owner = await exhibitor(12)
    const visitor = await person(t.app, t.db, { name: '访客丁' })
    const badge = signBadge(deps.signingKey as Buffer, {
      registrationId: 3,
      userId: visitor.id,
      expires: 2_000_000_000,
    })
    const { id } = (await post<Lead>('leads/scan', owner.token, { code: badge })).body.data

    const saved = await post<Lead>('leads/note', owner.token, { id, note: '  想要样品和报价  ', rating: 5 })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.deepEqual([saved.body.data.id, saved.body.data.note, saved.body.data.rating], [id, '想要样品和报价', 5])
    const [listed] = (await get<Page<Lead>>('leads', owner.token)).body.data.list
    assert.deepEqual([listed.id, listed.note, listed.rating, listed.name], [id, '想要样品和报价', 5, '访客丁'])
    // A rescan counts the visitor again and keeps what staff wrote.
    const rescanned = (await post<Lead>('leads/scan', owner.token, { code: badge })).body.data
    assert.deepEqual([rescanned.scans, rescanned.note, rescanned.rating], [2, '想要样品和报价', 5])
    // No rating clears it; so does an empty note.
    const cleared = (await post<Lead>('leads/note', owner.token, { id, note: '' })).body.data
    assert.deepEqual([cleared.note, cleared.rating], ['', null])
    await post('leads/note', owner.token, { id, note: '再联系', rating: 3 })

    // A colleague of the same enterprise may; another exhibitor, a plain user and a lead of no one may not.
    const colleague = await exhibitor(12)
    assert.equal((await post<Lead>('leads/note', colleague.token, { id, note: '已回访', rating: 3 })).status, 200)
    const listRefusal = await get('leads', (await person(t.app, t.db)).token, 'en')
    for (const other of [await exhibitor(13), await person(t.app, t.db)])
      for (const lang of ['zh', 'en'] as const) {
        const refused = await post('leads/note', other.token, { id, note: '抢线索', rating: 1 }, lang)
        assert.deepEqual([refused.status, refused.body.code], [listRefusal.status, listRefusal.body.code])
        if (lang === 'en') assert.equal(refused.body.msg, listRefusal.body.msg)
        else assert.match(refused.body.msg, HAN)
      }
    const missing = await post('leads/note', owner.token, { id: 2_000_000_000, note: '' })
    assert.deepEqual([missing.status, missing.body.code], [403, NetworkCode.exhibitorOnly])
    assert.equal((await post('leads/note', undefined, { id, note: '' })).body.code, 30000)
    const [kept] = (await get<Page<Lead>>('leads', owner.token)).body.data.list
    assert.deepEqual([kept.note, kept.rating], ['已回访', 3])

    // Bad input: a 400 naming the field in the requester's language, the lead unchanged.
    for (const rating of [0, 6, 'x', 2.5, -1])
      for (const lang of ['zh', 'en'] as const) {
        const refused = await post<{ field: string }>('leads/note', owner.token, { id, note: 'x', rating }, lang)
        assert.equal(refused.status, 400, `${rating} ${lang}`)
        assert.equal(refused.body.data.field, 'rating', `${rating} ${lang}`)
        assert.match(refused.body.msg, /rating/)
        if (lang === 'en') assert.doesNotMatch(refused.body.msg, HAN)
        else assert.match(refused.body.msg, HAN)
      }
    for (const [body, field] of [
      [{ id, note: 'x'.repeat(201), rating: 2 }, 'note'],
      [{ id, rating: 2 }, 'note'],
      [{ note: '' }, 'id'],
      [{ id: 'abc', note: '' }, 'id'],
    ] as const) {
      const refused = await post<{ field: string }>('leads/note', owner.token, body, 'en')
      assert.deepEqual([refused.status, refused.body.data.field], [400, field], JSON.stringify(body))
      assert.doesNotMatch(refused.body.msg, HAN)
    }
    const [unchanged] = (await get<Page<Lead>>('leads', owner.token)).body.data.list
    assert.deepEqual([unchanged.note, unchanged.rating], ['已回访', 3])
    // A note of the full length is taken.
    const full = await post<Lead>('leads/note', owner.token, { id, note: '注'.repeat(200), rating: 1 })
    assert.deepEqual([full.status, full.body.data.note.length, full.body.data.rating], [200, 200, 1])
  })
})

describe('business pages', () => {
  it('lists the user’s business contacts with their contacts (/mypage-businessman)', async () => {
    const [a, b, c] = [
      await person(t.app, t.db),
      await person(t.app, t.db, { name: '联系人乙' }),
      await person(t.app, t.db),
    ]
    await exchange(t.app, a, b)
    await post('exchange/request', a.token, { userId: c.id })
    const book = await get<Page<Businessman>>('businessmen', a.token)
    assert.deepEqual(
      book.body.data.list.map((m) => [m.card.userId, m.contacts.phone]),
      [[b.id, `+86${b.phone}`]],
    )
    assert.equal(
      (await get<Page<Businessman>>(`businessmen?keyword=${encodeURIComponent('乙')}`, a.token)).body.data.total,
      1,
    )
    assert.equal((await get<Page<Businessman>>('businessmen?keyword=nobody', a.token)).body.data.total, 0)
  })

  it('lists the exhibitors the user dealt with (/mypage-merchants)', async () => {
    const user = await person(t.app, t.db)
    const [booth] = await t.db.select().from(booths).where(eq(booths.enterpriseId, 8))
    await t.db
      .insert(eventPoints)
      .values({ eventName: 'content_view', contentId: String(booth.id), paramId: '5', userId: user.id })
    await post('match', user.token, { kind: 'exhibitor', id: 9 })
    const merchants = (await get<Page<MerchantItem>>('merchants', user.token)).body.data
    assert.deepEqual(merchants.list.map((m) => [m.enterprise.id, m.boothVisits, m.matched]).sort(), [
      [8, 1, false],
      [9, 0, true],
    ])
    assert.ok(merchants.list.every((m) => m.boothNos.length > 0 && m.industry))
  })

  it('keeps the exhibitor’s team: its owner invites people they exchanged cards with, who join by accepting', async () => {
    const owner = await exhibitor(10)
    const colleague = await person(t.app, t.db)
    assert.equal(
      (await post('assistant/add', owner.token, { userId: colleague.id })).body.code,
      NetworkCode.exchangeFirst,
    )
    await exchange(t.app, owner, colleague)
    assert.equal((await post('assistant/add', owner.token, { userId: colleague.id })).status, 200)
    assert.equal((await post('assistant/add', owner.token, { userId: colleague.id })).body.code, NetworkCode.already)
    // Invited is not yet on the team: no desk until they accept.
    assert.equal((await get('desk', colleague.token)).status, 403)
    const asked = (await get<Assistant>('assistant', owner.token)).body.data
    assert.deepEqual(
      [asked.teamOwner, asked.team.map((p) => p.userId), asked.invited.map((p) => p.userId)],
      [true, [owner.id], [colleague.id]],
    )
    const invitee = (await get<Assistant>('assistant', colleague.token)).body.data
    assert.deepEqual(
      invitee.invitations.map((i) => [i.enterprise.id, i.from.userId]),
      [[10, owner.id]],
    )
    assert.equal((await post('assistant/invitation/accept', colleague.token, { enterpriseId: 10 })).status, 200)
    assert.equal((await get('desk', colleague.token)).status, 200)
    const joined = (await get<Assistant>('assistant', colleague.token)).body.data
    assert.deepEqual(
      [joined.teamOwner, joined.team.map((p) => p.userId), joined.invitations],
      [false, [owner.id, colleague.id], []],
    )
    assert.equal(
      (await post('assistant/remove', owner.token, { userId: owner.id })).body.code,
      NetworkCode.cannotRemove,
    )
    assert.equal((await post('assistant/remove', owner.token, { userId: colleague.id })).status, 200)
    assert.equal((await get('desk', colleague.token)).status, 403)
    const plain = (await get<Assistant>('assistant', (await freshUser(t.db)).token)).body.data
    assert.deepEqual([plain.enterprise, plain.team, plain.teamOwner], [null, [], false])
  })

  it('lets only the owner change the team: a colleague can neither add nor remove anyone, but may leave', async () => {
    const owner = await exhibitor(11)
    const [colleague, stranger, declining] = await Promise.all([1, 2, 3].map(() => person(t.app, t.db)))
    for (const other of [colleague, declining]) {
      await exchange(t.app, owner, other)
      await post('assistant/add', owner.token, { userId: other.id })
    }
    await post('assistant/invitation/accept', colleague.token, { enterpriseId: 11 })
    assert.equal((await post('assistant/invitation/decline', declining.token, { enterpriseId: 11 })).status, 200)
    assert.equal((await get('desk', declining.token)).status, 403)
    assert.equal((await post('assistant/invitation/accept', declining.token, { enterpriseId: 11 })).status, 404)
    await exchange(t.app, colleague, stranger)
    const added = await post('assistant/add', colleague.token, { userId: stranger.id }, 'en')
    assert.deepEqual(
      [added.status, added.body.code, added.body.msg],
      [403, NetworkCode.ownerOnly, 'Only the team’s owner invites and removes colleagues'],
    )
    assert.equal(
      (await post('assistant/remove', colleague.token, { userId: owner.id })).body.code,
      NetworkCode.ownerOnly,
    )
    assert.equal((await get('desk', owner.token)).status, 200)
    assert.equal((await post('assistant/remove', colleague.token, { userId: colleague.id })).status, 200)
    assert.equal((await get('desk', colleague.token)).status, 403)
  })
})

describe('the demo user’s network (local mode)', () => {
  it('has a card, contacts, requests waiting, visitors, fans, groups with unread messages and meetings', async () => {
    const token = await demoToken(t.db)
    const card = await call<{ status: string }>(t.app, 'GET', '/user-central/userBusinessCardApply/getStatus', {
      token,
    })
    assert.equal(card.body.data.status, 'active')
    const assistant = (await get<Assistant>('assistant', token, 'en')).body.data
    assert.deepEqual(
      [
        assistant.todo.cardRequests >= 2,
        assistant.todo.meetingRequests >= 2,
        assistant.todo.groupRequests,
        assistant.todo.groupInvitations,
      ],
      [true, true, 1, 1],
    )
    assert.ok(assistant.todo.unreadMessages >= 3)
    assert.equal(assistant.enterprise?.id, 1)
    assert.ok((await get<Page<Businessman>>('businessmen', token)).body.data.total >= 2)
    assert.ok((await get<Page<Visitor>>('visitors?kind=card', token)).body.data.total >= 4)
    assert.ok((await get<Page<Visitor>>('visitors?kind=booth', token)).body.data.total >= 4)
    assert.ok((await get<Page<unknown>>('fans', token)).body.data.total >= 3)
    const groups = (await get<MyGroup[]>('groups/mine', token)).body.data
    assert.ok(groups.some((g) => g.role === 'owner' && g.kind === 'product'))
    assert.ok(groups.some((g) => g.unread > 0))
    const conversations = (await get<Conversation[]>('chat/conversations', token)).body.data
    assert.deepEqual(new Set(conversations.map((c) => c.kind)), new Set(['group', 'direct', 'service']))
    const owned = groups.find((g) => g.role === 'owner') as MyGroup
    assert.equal(
      (await call<GroupDetail>(t.app, 'GET', `/common-client/network/group/detail?id=${owned.id}`, { token })).body.data
        .pendingRequests,
      1,
    )
    const desk = (await get<Desk>('desk', token)).body.data
    assert.deepEqual([desk.today.visitors, desk.today.leads, desk.today.enquiries], [4, 2, 2])
    const received = (await get<Page<MeetingRequest>>('negotiate/list?box=received', token)).body.data
    assert.ok(received.list.some((r) => r.awaitingMe))
    // Each demo request has its topic in the reader's language.
    for (const [lang, topics] of [
      ['zh', ['储能项目投资', '物流园区合作', '医疗器械联合投资']],
      [
        'en',
        [
          'Investing in energy storage projects',
          'Working together on logistics parks',
          'Co-investing in medical devices',
        ],
      ],
    ] as const) {
      const listed = await Promise.all(
        (['sent', 'received'] as const).map(
          async (box) => (await get<Page<MeetingRequest>>(`negotiate/list?box=${box}`, token, lang)).body.data.list,
        ),
      )
      const shown = new Set(listed.flat().map((r) => r.topic))
      assert.ok(
        topics.every((topic) => shown.has(topic)),
        `${lang}: ${[...shown].join(', ')}`,
      )
    }
    const agenda = (await call<Agenda>(t.app, 'GET', '/user-central/meetingSignUp/agenda', { token, lang: 'en' })).body
      .data
    const meeting = agenda.entries.find((e) => e.kind === 'negotiation')
    assert.match(meeting?.title ?? '', /^Meeting with Wang Haifeng: Investing in energy storage projects$/)
    assert.deepEqual(meeting?.overlaps, [])
    const [contact] = (await get<Page<Businessman>>('businessmen', token)).body.data.list
    const page = await call<PersonPage>(t.app, 'GET', `/common-client/home/userInfoDetail?id=${contact.card.userId}`, {
      token,
    })
    assert.deepEqual(page.body.data.contacts, contact.contacts)
  })
})
