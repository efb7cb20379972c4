import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { cardExchanges, cardViews } from './people.schema'
import { cardForm, exchange, person, testDeps } from './testing'
import type { Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  CardCode,
  CardStatus,
  ExchangeItem,
  ExchangeStatus,
  FanItem,
  FieldRefusal,
  FollowState,
  PersonPage,
  ScanResult,
  Visitor,
} from '../../../src/contract/network'
import { NetworkCode } from '../../../src/contract/network.codes'
import type { SearchHit } from '../../../src/contract/search'
import { ensureDemoUser } from '../demo-user.seed'
import { eventPoints } from '../engagement/schema'
import { enterpriseMembers } from '../enterprise/schema'
import { booths } from '../exhibition/schema'
import { DAY_MS } from '../platform/fair-clock'
import { signBadge } from '../registration/badge.service'
import { call, demoToken, freshUser, HAN, withTestApp } from '../test-app'

let now = new Date('2026-09-09T10:00:00+08:00')
const deps = testDeps()
const t = withTestApp({ clock: () => now, registration: deps })

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })

describe('business cards (userBusinessCardApply/add and /getStatus)', () => {
  it('answers none before a card, then the card as written for both languages, contacts included for its owner', async () => {
    const user = await freshUser(t.db)
    const before = await get<CardStatus>('/user-central/userBusinessCardApply/getStatus', user.token)
    assert.deepEqual(before.body.data, { status: 'none', card: null })
    const saved = await post<CardStatus['card']>(
      'userBusinessCardApply/add',
      user.token,
      cardForm({ industryId: 4, interests: [1, 4] }),
    )
    assert.equal(saved.status, 200)
    const status = (await get<CardStatus>('/user-central/userBusinessCardApply/getStatus', user.token, 'en')).body.data
    assert.equal(status.status, 'active')
    assert.equal(status.card?.name, '测试名片')
    assert.deepEqual(status.card?.industry, { id: 4, label: 'New Energy' })
    assert.deepEqual(
      status.card?.interests.map((i) => i.label),
      ['Next-generation IT', 'New Energy'],
    )
    assert.deepEqual(status.card?.contacts, { phone: '+8613912340000', email: 'card@example.com' })
    assert.deepEqual(status.card?.offers, ['investment'])
  })

  it('takes any country’s number as written and keeps it in E.164, extension included', async () => {
    for (const [typed, stored] of [
      ['+49 89 1234567', '+49891234567'],
      ['+1 (415) 555-2671', '+14155552671'],
      ['86-010-12345678', '+861012345678'],
      ['0592-1234567-123', '+865921234567 ext. 123'],
    ]) {
      const user = await freshUser(t.db)
      assert.equal((await post('userBusinessCardApply/add', user.token, cardForm({ phone: typed }))).status, 200, typed)
      const status = await get<CardStatus>('/user-central/userBusinessCardApply/getStatus', user.token)
      assert.equal(status.body.data.card?.contacts?.phone, stored)
    }
  })

  it('refuses fields with the seeds’ messages in the request’s language, naming the field', async () => {
    const user = await freshUser(t.db)
    const cases: [object, string, string, RegExp][] = [
      [{ name: '  ' }, 'name', 'required', /Please complete all required fields/],
      [{ phone: '12345' }, 'phone', 'phone', /\+49 89 1234567/],
      [{ email: 'not-mail' }, 'email', 'email', /email/],
      [{ industryId: 30 }, 'industryId', 'unknownOption', /choose one of the options/],
      [{ interests: [1, 99] }, 'interests.1', 'unknownOption', /choose one of the options/],
      [{ avatar: '/uploads/0123456789abcdef0123456789abcdef.png' }, 'avatar', 'upload', /upload/],
      [{ offers: ['money'] }, 'offers.0', 'const', /offers\.0/],
      [{ name: 'x'.repeat(51) }, 'name', 'maxLength', /name/],
    ]
    for (const [change, field, problem, message] of cases) {
      const { status, body } = await post<FieldRefusal>(
        'userBusinessCardApply/add',
        user.token,
        cardForm(change as never),
        'en',
      )
      assert.equal(status, 400, field)
      assert.deepEqual(body.data, { field, problem }, field)
      assert.match(body.msg, message, field)
    }
    const zh = await post('userBusinessCardApply/add', user.token, cardForm({ name: '' }), 'zh')
    assert.equal(zh.body.msg, '请填写完整必填项')
    assert.equal((await post('userBusinessCardApply/add', undefined, cardForm())).body.code, 30000)
  })
})

describe('exchanging cards', () => {
  it('shows contacts to neither side before acceptance and to both sides after', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db, { isPublic: true })
    const page = (viewer: string, userId: number) =>
      get<PersonPage>(`/common-client/home/userInfoDetail?id=${userId}`, viewer)
    assert.equal((await page(a.token, b.id)).body.data.contacts, null)
    const asked = await post<ExchangeStatus>('network/exchange/request', a.token, { userId: b.id, remark: '你好' })
    assert.equal(asked.body.data.state, 'sent')
    assert.equal((await page(a.token, b.id)).body.data.contacts, null)
    assert.equal((await page(b.token, a.id)).body.data.contacts, null)
    assert.equal((await page(b.token, a.id)).body.data.exchange.state, 'received')
    const received = await get<Page<ExchangeItem>>('/user-central/network/exchange/list?box=received', b.token)
    assert.equal(received.body.data.list[0].person.userId, a.id)
    assert.equal(received.body.data.list[0].contacts, null)
    assert.equal(received.body.data.list[0].remark, '你好')
    const accepted = await post<ExchangeStatus>('network/exchange/accept', b.token, { id: asked.body.data.requestId })
    assert.equal(accepted.body.data.state, 'exchanged')
    assert.deepEqual((await page(a.token, b.id)).body.data.contacts, {
      phone: `+86${b.phone}`,
      email: 'card@example.com',
    })
    assert.deepEqual((await page(b.token, a.id)).body.data.contacts, {
      phone: `+86${a.phone}`,
      email: 'card@example.com',
    })
    const book = await get<Page<ExchangeItem>>('/user-central/network/exchange/list?box=exchanged', a.token)
    assert.deepEqual(book.body.data.list[0].contacts, { phone: `+86${b.phone}`, email: 'card@example.com' })
    assert.equal(book.body.data.list[0].conversation, `direct:${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`)
    const again = await post('network/exchange/request', a.token, { userId: b.id })
    assert.equal(again.status, 409)
    assert.equal(again.body.code, NetworkCode.already)
  })

  it('never with oneself, in the seeds’ words in both languages', async () => {
    const a = await person(t.app, t.db)
    const zh = await post('network/exchange/request', a.token, { userId: a.id })
    assert.equal(zh.status, 400)
    assert.equal(zh.body.code, NetworkCode.self)
    assert.equal(zh.body.msg, '不能与自己交换名片或聊天')
    const en = await post('network/exchange/request', a.token, { userId: a.id }, 'en')
    assert.equal(en.body.msg, 'You cannot exchange cards with or chat to yourself')
  })

  it('needs a card of one’s own; answering another’s request, or one’s own, is refused', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db)
    const c = await person(t.app, t.db)
    const cardless = await freshUser(t.db)
    const refused = await post('network/exchange/request', cardless.token, { userId: a.id })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.code, NetworkCode.cardRequired)
    const asked = await post<ExchangeStatus>('network/exchange/request', a.token, { userId: b.id })
    const id = asked.body.data.requestId
    assert.equal((await post('network/exchange/accept', c.token, { id })).status, 404)
    assert.equal((await post('network/exchange/accept', a.token, { id })).body.code, NetworkCode.notPending)
    const declined = await post<ExchangeStatus>('network/exchange/decline', b.token, { id })
    assert.deepEqual(declined.body.data, { state: 'declined', requestId: id })
  })

  it('lets a declined request be asked again, and a crossing request accept the first', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db)
    const asked = await post<ExchangeStatus>('network/exchange/request', a.token, { userId: b.id })
    const declined = await post<ExchangeStatus>('network/exchange/decline', b.token, { id: asked.body.data.requestId })
    assert.equal(declined.body.data.state, 'declined')
    assert.equal((await post('network/exchange/decline', b.token, { id: asked.body.data.requestId })).status, 409)
    const again = await post<ExchangeStatus>('network/exchange/request', a.token, { userId: b.id })
    assert.equal(again.body.data.state, 'sent')
    const crossing = await post<ExchangeStatus>('network/exchange/request', b.token, { userId: a.id })
    assert.equal(crossing.body.data.state, 'exchanged')
  })

  it('keeps one request per pair however many are sent at once, from either side', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post<ExchangeStatus>('network/exchange/request', i % 2 ? a.token : b.token, { userId: i % 2 ? b.id : a.id }),
      ),
    )
    assert.ok(answers.every((answer) => answer.status === 200 || answer.status === 409))
    const rows = await t.db.select().from(cardExchanges).where(eq(cardExchanges.fromUserId, a.id))
    const back = await t.db.select().from(cardExchanges).where(eq(cardExchanges.fromUserId, b.id))
    assert.equal(rows.filter((r) => r.toUserId === b.id).length + back.filter((r) => r.toUserId === a.id).length, 1)
  })

  it('asks for an exchange from a scanned card code or badge, and refuses a tampered or foreign code', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db)
    const code = (await get<CardCode>('/user-central/network/card/code', b.token)).body.data
    assert.match(code.code, /^CIFITC1\.[\w-]+\.[\w-]+$/)
    assert.match(code.qrSvg, /^<svg/)
    const scanned = await post<ScanResult>('network/exchange/scan', a.token, { code: code.code })
    assert.equal(scanned.body.data.person.userId, b.id)
    assert.equal(scanned.body.data.exchange.state, 'sent')
    assert.equal(Object.hasOwn(scanned.body.data.person, 'contacts'), false)
    const c = await person(t.app, t.db)
    const badge = signBadge(deps.signingKey as Buffer, { registrationId: 1, userId: c.id, expires: 2_000_000_000 })
    const byBadge = await post<ScanResult>('network/exchange/scan', a.token, { code: badge })
    assert.equal(byBadge.body.data.person.userId, c.id)
    const tampered = code.code.replace(/\.([\w-])/, '.A$1')
    for (const bad of [tampered, 'CIFITC1.x.y', `${badge}x`, 'hello', 'CIFIT1.e30.AAAA']) {
      const answer = await post('network/exchange/scan', a.token, { code: bad }, 'en')
      assert.equal(answer.status, 400, bad)
      assert.equal(answer.body.code, NetworkCode.codeInvalid, bad)
    }
    const own = await post('network/exchange/scan', b.token, { code: code.code })
    assert.equal(own.body.code, NetworkCode.self)
  })
  it('lists a request made now first, above the demo user’s seeded ones, on the fair’s clock and on the real one', async () => {
    const demo = await ensureDemoUser(t.db)
    const token = await demoToken(t.db)
    const box = async (name: 'received' | 'sent') =>
      (await get<Page<ExchangeItem>>(`/user-central/network/exchange/list?box=${name}`, token)).body.data.list.map(
        (item) => item.person.userId,
      )
    const seeded = { received: await box('received'), sent: await box('sent') }
    assert.ok(seeded.received.length >= 2 && seeded.sent.length >= 1)
    // Day 2 of the fair, the clock the demo and the browser tests stand at.
    const onDayTwo = await person(t.app, t.db)
    await post('network/exchange/request', onDayTwo.token, { userId: demo.id })
    assert.deepEqual(await box('received'), [onDayTwo.id, ...seeded.received])
    const asked = await person(t.app, t.db)
    await post('network/exchange/request', token, { userId: asked.id })
    assert.deepEqual(await box('sent'), [asked.id, ...seeded.sent])
    const fairNow = now
    now = new Date()
    try {
      const onRealClock = await person(t.app, t.db)
      await post('network/exchange/request', onRealClock.token, { userId: demo.id })
      assert.deepEqual((await box('received')).slice(0, 2), [onRealClock.id, onDayTwo.id])
    } finally {
      now = fairNow
    }
  })
})

describe('a person’s page (home/userInfoDetail)', () => {
  it('shows public fields only, in the request’s language; a private card only to its owner and exchanged people', async () => {
    const owner = await person(t.app, t.db, { isPublic: false })
    const stranger = await person(t.app, t.db)
    assert.equal((await get(`/common-client/home/userInfoDetail?id=${owner.id}`)).status, 404)
    assert.equal((await get(`/common-client/home/userInfoDetail?id=${owner.id}`, stranger.token)).status, 404)
    const mine = await get<PersonPage>(`/common-client/home/userInfoDetail?id=${owner.id}`, owner.token)
    assert.equal(mine.body.data.exchange.state, 'self')
    assert.equal(mine.body.data.contacts?.phone, `+86${owner.phone}`)
    await exchange(t.app, stranger, owner)
    assert.equal((await get(`/common-client/home/userInfoDetail?id=${owner.id}`, stranger.token)).status, 200)
    const seeded = await get<Page<SearchHit>>(
      '/common-client/home/userInfoSearch?keyword=Wang%20Haifeng',
      undefined,
      'en',
    )
    const wang = seeded.body.data.list[0]
    const page = (await get<PersonPage>(`/common-client/home/userInfoDetail?id=${wang.id}`, undefined, 'en')).body.data
    assert.equal(page.name, 'Wang Haifeng')
    assert.doesNotMatch(page.organisation, HAN)
    assert.equal(page.contacts, null)
    assert.equal(page.exchange.state, 'none')
    assert.ok(page.posts > 0)
    assert.ok(!JSON.stringify(page).includes('13588880003') && !JSON.stringify(page).includes('@'))
    assert.equal((await get('/common-client/home/userInfoDetail?id=0')).status, 400)
    assert.equal((await get('/common-client/home/userInfoDetail?id=999999')).status, 404)
  })

  it('is found by userInfoSearch by its user id with public fields only; posts by dynamicSearch as plain text', async () => {
    const users = await get<Page<SearchHit>>('/common-client/home/userInfoSearch?pageSize=50')
    assert.ok(
      users.body.data.list.every((hit) => Object.keys(hit).sort().join() === 'cover,id,summary,time,title,type'),
    )
    assert.ok(!JSON.stringify(users.body.data).includes('1358888'))
    const posts = await get<Page<SearchHit>>('/common-client/home/dynamicSearch?pageSize=50')
    assert.ok(posts.body.data.total > 0)
    assert.ok(posts.body.data.list.every((hit) => hit.type === ContentType.dynamic && !/[<>]/.test(hit.summary)))
  })
})

describe('visitors and fans', () => {
  it('lists who viewed the card in the last 30 days, most recent first, once each with their count', async () => {
    const owner = await person(t.app, t.db)
    const first = await person(t.app, t.db)
    const second = await person(t.app, t.db)
    const start = now
    for (const viewer of [first, second, first, owner, null]) {
      now = new Date(now.getTime() + 60_000)
      await get(`/common-client/home/userInfoDetail?id=${owner.id}`, viewer?.token)
    }
    const old = await person(t.app, t.db)
    await t.db
      .insert(cardViews)
      .values({ ownerId: owner.id, viewerId: old.id, viewedAt: new Date(now.getTime() - 31 * DAY_MS) })
    const visitors = await get<Page<Visitor>>('/user-central/network/visitors?kind=card', owner.token)
    assert.deepEqual(
      visitors.body.data.list.map((v) => [v.person.userId, v.views]),
      [
        [first.id, 2],
        [second.id, 1],
      ],
    )
    assert.equal(visitors.body.data.total, 2)
    assert.equal(visitors.body.data.list[0].exchange.state, 'none')
    const theirs = await get<Page<Visitor>>('/user-central/network/visitors?kind=card', first.token)
    assert.ok(theirs.body.data.list.every((v) => v.person.userId !== first.id))
    now = new Date(now.getTime() + 31 * DAY_MS)
    await get(`/common-client/home/userInfoDetail?id=${owner.id}`, second.token)
    const later = await get<Page<Visitor>>('/user-central/network/visitors?kind=card', owner.token)
    assert.deepEqual(
      later.body.data.list.map((v) => v.person.userId),
      [second.id],
    )
    now = start
  })

  it('lists who opened the booths of the enterprise the user acts for; others are refused', async () => {
    const exhibitor = await person(t.app, t.db)
    const visitor = await person(t.app, t.db)
    const refused = await get('/user-central/network/visitors?kind=booth', exhibitor.token, 'en')
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, NetworkCode.exhibitorOnly)
    await t.db.insert(enterpriseMembers).values({ userId: exhibitor.id, enterpriseId: 2 })
    const [booth] = await t.db.select().from(booths).where(eq(booths.enterpriseId, 2))
    await t.db.insert(eventPoints).values([
      { eventName: 'content_view', contentId: String(booth.id), paramId: '5', userId: visitor.id, createdAt: now },
      { eventName: 'content_view', contentId: String(booth.id), paramId: '5', userId: null, createdAt: now },
    ])
    const visitors = await get<Page<Visitor>>('/user-central/network/visitors?kind=booth', exhibitor.token)
    assert.ok(visitors.body.data.list.some((v) => v.person.userId === visitor.id && v.boothNo === booth.boothNo))
  })

  it('follows and unfollows a person; their fans list it, mutual when followed back; never oneself', async () => {
    const a = await person(t.app, t.db)
    const b = await person(t.app, t.db)
    assert.deepEqual((await post<FollowState>('network/follow', a.token, { userId: b.id })).body.data, {
      following: true,
      followers: 1,
    })
    await post('network/follow', b.token, { userId: a.id })
    const fans = await get<Page<FanItem>>('/user-central/network/fans', b.token)
    assert.deepEqual(
      fans.body.data.list.map((f) => [f.person.userId, f.mutual]),
      [[a.id, true]],
    )
    const following = await get<Page<FanItem>>('/user-central/network/following', a.token)
    assert.deepEqual(
      following.body.data.list.map((f) => f.person.userId),
      [b.id],
    )
    assert.equal(
      (await get<PersonPage>(`/common-client/home/userInfoDetail?id=${b.id}`, a.token)).body.data.following,
      true,
    )
    assert.deepEqual((await post<FollowState>('network/follow', a.token, { userId: b.id })).body.data, {
      following: false,
      followers: 0,
    })
    assert.equal((await post('network/follow', a.token, { userId: a.id })).body.code, NetworkCode.self)
    assert.equal((await post('network/follow', a.token, { userId: 999999 })).status, 404)
    assert.equal((await get('/user-central/network/fans')).body.code, 30000)
  })
})
