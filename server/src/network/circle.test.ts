import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { circlePosts } from './circle.schema'
import { person } from './testing'
import type { Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  CircleAccess,
  CustomerCare,
  History,
  PostCard,
  PostDetail,
  ServiceThread,
} from '../../../src/contract/network'
import { NetworkCode, SERVICE_REPLY_HOURS } from '../../../src/contract/network.codes'
import { buildOperatorApp } from '../app'
import { ownUpload } from '../registration/testing'
import { call, freshUser, HAN, withTestApp } from '../test-app'

const TOKEN = 'o'.repeat(40)
const now = new Date('2026-09-09T10:00:00+08:00')
let operator: ReturnType<typeof buildOperatorApp>
const t = withTestApp({ clock: () => now }, async ({ db }) => {
  operator = buildOperatorApp({ db, token: TOKEN })
})
after(async () => {
  await operator.close()
})

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/network/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })
const ask = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await operator.inject({
    method,
    url: `/operator${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, lang: 'en' },
    ...(payload ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: T } }
}

const article = {
  kind: 'article',
  title: '储能项目观察',
  content:
    '<p>储能<b>很重要</b><script>alert(1)</script><img src="javascript:alert(1)"><a href="https://x.example">链接</a></p>',
}

describe('customer service (/online-service)', () => {
  it('lists its topics and the on-site service hours, promising replies within 72 hours, in both languages', async () => {
    const zh = await get<CustomerCare>('/common-client/operateCustomerCare/list')
    const en = await get<CustomerCare>('/common-client/operateCustomerCare/list', undefined, 'en')
    assert.ok(zh.body.data.topics.length >= 5)
    assert.match(zh.body.data.topics[0].name, HAN)
    assert.doesNotMatch(en.body.data.topics.map((topic) => topic.name + topic.workTime).join(), HAN)
    assert.equal(en.body.data.replyWithinHours, SERVICE_REPLY_HOURS)
    assert.match(en.body.data.notice, /within 72 hours/)
    assert.deepEqual(en.body.data.serviceHours[0], {
      date: '2026-09-08',
      opens: '12:00',
      closes: '17:00',
      opensLate: '',
    })
  })

  it('takes a question in the user’s chat, shows it waiting to staff, and delivers the staff reply', async () => {
    const user = await freshUser(t.db)
    const [topic] = (await get<CustomerCare>('/common-client/operateCustomerCare/list')).body.data.topics
    const opened = await post<ServiceThread>('service/open', user.token, { topicId: topic.id })
    assert.equal(opened.body.data.conversation, `service:${user.id}`)
    assert.equal(opened.body.data.topic?.id, topic.id)
    assert.equal(opened.body.data.replyBy, null)
    assert.deepEqual((await post('service/open', user.token, { topicId: 9999 })).body.data, {
      field: 'topicId',
      problem: 'unknownOption',
    })
    const sent = await post<{ createdAt: number }>('chat/send', user.token, {
      conversation: `service:${user.id}`,
      kind: 'text',
      body: '证件怎么领取？',
    })
    const thread = await get<ServiceThread>('/user-central/network/service', user.token)
    assert.equal(thread.body.data.replyBy, sent.body.data.createdAt + SERVICE_REPLY_HOURS * 3_600_000)
    const queue = await ask<{ userId: number; replyBy: number }[]>('GET', '/service')
    assert.ok(queue.body.data.some((row) => row.userId === user.id && row.replyBy === thread.body.data.replyBy))
    const shown = await ask<{ messages: { from: string; body: string }[] }>('GET', `/service/${user.id}`)
    assert.deepEqual(
      shown.body.data.messages.map((m) => [m.from, m.body]),
      [['user', '证件怎么领取？']],
    )
    assert.equal((await ask('POST', `/service/${user.id}/reply`, { operator: '客服 王', text: '  ' })).status, 400)
    assert.equal(
      (await ask('POST', `/service/${user.id}/reply`, { operator: '客服 王', text: '在服务台凭证件领取。' })).status,
      200,
    )
    const history = await get<History>(`/user-central/network/chat/history?conversation=service:${user.id}`, user.token)
    const reply = history.body.data.messages.at(-1)
    assert.deepEqual([reply?.body, reply?.staff, reply?.sender], ['在服务台凭证件领取。', true, null])
    assert.equal((await get<ServiceThread>('/user-central/network/service', user.token)).body.data.replyBy, null)
    assert.ok(!(await ask<{ userId: number }[]>('GET', '/service')).body.data.some((row) => row.userId === user.id))
    assert.equal((await ask('GET', '/service/999999')).status, 404)
    assert.equal((await ask('POST', '/service/999999/reply', { operator: 'x', text: 'y' })).status, 404)
  })
})

describe('investment circle posting', () => {
  it('refuses an uncertified post with the seeds’ message; the page says posting is in internal testing', async () => {
    const user = await person(t.app, t.db)
    const refused = await post('circle/post', user.token, article)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, NetworkCode.notCertified)
    assert.equal(refused.body.msg, '投资圈发帖需先提交申请并通过客服认证')
    const en = await post('circle/post', user.token, article, 'en')
    assert.equal(
      en.body.msg,
      'Posting in the investment circle needs an application plus certification through customer service',
    )
    const access = await get<CircleAccess>('/user-central/network/circle/certification', user.token, 'en')
    assert.deepEqual(
      [access.body.data.status, access.body.data.canPost, access.body.data.internalTesting],
      ['none', false, true],
    )
    assert.match(access.body.data.notice, /internal testing/)
    const signedOut = await get<CircleAccess>('/common-client/network/circle/info')
    assert.match(signedOut.body.data.notice, /内测/)
  })

  it('certifies through customer service: the application reaches staff in the user’s chat, an operator certifies', async () => {
    const user = await person(t.app, t.db)
    const applied = await post<CircleAccess>('circle/apply', user.token, {
      organisation: '厦门海联',
      position: '总监',
      reason: '发布项目',
    })
    assert.equal(applied.body.data.status, 'applied')
    assert.equal(
      (await post('circle/apply', user.token, { organisation: 'x', position: 'y' })).body.code,
      NetworkCode.already,
    )
    assert.deepEqual(
      (await post('circle/apply', (await person(t.app, t.db)).token, { organisation: ' ', position: 'y' })).body.data,
      {
        field: 'organisation',
        problem: 'required',
      },
    )
    const chat = await get<History>(`/user-central/network/chat/history?conversation=service:${user.id}`, user.token)
    assert.match(chat.body.data.messages[0].body, /申请投资圈发帖认证：厦门海联，总监。发布项目/)
    const queue = await ask<{ userId: number }[]>('GET', '/circle/certifications?status=applied')
    assert.ok(queue.body.data.some((row) => row.userId === user.id))
    assert.equal((await post('circle/post', user.token, article)).status, 403)
    assert.equal((await ask('POST', `/circle/certifications/${user.id}/certify`, { operator: '客服 王' })).status, 200)
    assert.equal((await ask('POST', `/circle/certifications/${user.id}/certify`, { operator: '客服 王' })).status, 409)
    const told = await get<History>(
      `/user-central/network/chat/history?conversation=service:${user.id}`,
      user.token,
      'en',
    )
    assert.equal(told.body.data.messages.at(-1)?.body, 'You are certified to post in the investment circle.')
    assert.equal(told.body.data.messages.at(-1)?.staff, true)
    const posted = await post<PostDetail>('circle/post', user.token, article)
    assert.equal(posted.status, 200, JSON.stringify(posted.body))
    assert.equal(posted.body.data.content, '<p>储能<b>很重要</b><img><a href="https://x.example">链接</a></p>')
    assert.equal(posted.body.data.summary, '储能 很重要 链接')
    assert.equal(posted.body.data.mine, true)
    const [row] = await t.db.select().from(circlePosts).where(eq(circlePosts.id, posted.body.data.id))
    assert.equal(row.contentEn, row.contentZh)
  })

  it('refuses with a reason the user sees, and lets them apply again', async () => {
    const user = await person(t.app, t.db)
    await post('circle/apply', user.token, { organisation: '某公司', position: '职员' })
    assert.equal(
      (await ask('POST', `/circle/certifications/${user.id}/refuse`, { operator: '客服', reason: '' })).status,
      400,
    )
    await ask('POST', `/circle/certifications/${user.id}/refuse`, { operator: '客服', reason: '请提供名片' })
    const access = await get<CircleAccess>('/user-central/network/circle/certification', user.token)
    assert.deepEqual([access.body.data.status, access.body.data.refusal], ['refused', '请提供名片'])
    assert.match(access.body.data.notice, /请提供名片/)
    assert.equal(
      (await post<CircleAccess>('circle/apply', user.token, { organisation: '某公司', position: '职员' })).body.data
        .status,
      'applied',
    )
  })
})

describe('the investment circle’s posts', () => {
  it('feeds short posts, events and articles of public cards, newest first, with authors and likes', async () => {
    const feed = await get<Page<PostCard>>('/common-client/network/circle/feed?pageSize=50', undefined, 'en')
    assert.ok(feed.body.data.total >= 10)
    const times = feed.body.data.list.map((p) => p.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    assert.ok(feed.body.data.list.every((p) => p.kind === 'dynamic' && p.author.name && !HAN.test(p.title)))
    const events = await get<Page<PostCard>>('/common-client/network/circle/feed?kind=event')
    assert.ok(
      events.body.data.list.length >= 2 &&
        events.body.data.list.every((p) => p.event && p.event.startTime < p.event.endTime),
    )
    const articles = await get<Page<PostCard>>(
      `/common-client/network/circle/feed?kind=article&keyword=${encodeURIComponent('储能')}`,
    )
    assert.ok(articles.body.data.list.length >= 1 && articles.body.data.list.every((p) => p.kind === 'article'))
    const detail = await get<PostDetail>(`/common-client/home/dynamicDetail?id=${feed.body.data.list[0].id}`)
    assert.match(detail.body.data.content, /^<p>/)
    assert.equal((await get('/common-client/home/dynamicDetail?id=99999')).status, 404)
    assert.equal((await get('/common-client/network/circle/feed?kind=poem')).status, 400)
  })

  it('counts likes given through unify/agree and lists the posts a user likes', async () => {
    const user = await freshUser(t.db)
    const [first] = (await get<Page<PostCard>>('/common-client/network/circle/feed')).body.data.list
    await call(t.app, 'POST', '/user-central/unify/agree', {
      token: user.token,
      body: { contentId: first.id, contentType: ContentType.dynamic },
    })
    const seen = (await get<PostDetail>(`/common-client/home/dynamicDetail?id=${first.id}`, user.token)).body.data
    assert.deepEqual([seen.liked, seen.likes], [true, first.likes + 1])
    const liked = await get<Page<PostCard>>('/user-central/network/circle/liked', user.token)
    assert.deepEqual(
      liked.body.data.list.map((p) => p.id),
      [first.id],
    )
  })

  it('lists a person’s posts and the user’s own; deletes only one’s own; events need their time and place', async () => {
    const author = await person(t.app, t.db)
    await post('circle/apply', author.token, { organisation: 'A', position: 'B' })
    await ask('POST', `/circle/certifications/${author.id}/certify`, { operator: 'op' })
    const picture = await ownUpload(t.db, author.id)
    const event = { kind: 'event', title: '路演', content: '<p>欢迎</p>', images: [picture] }
    assert.deepEqual((await post('circle/post', author.token, event)).body.data, {
      field: 'event',
      problem: 'eventTime',
    })
    const bad = { ...event, event: { startTime: now.getTime() + 7_200_000, endTime: now.getTime(), place: 'A1' } }
    assert.deepEqual((await post('circle/post', author.token, bad)).body.data, { field: 'event', problem: 'eventTime' })
    const good = { ...event, event: { startTime: now.getTime(), endTime: now.getTime() + 3_600_000, place: 'A1馆' } }
    const created = (await post<PostDetail>('circle/post', author.token, good)).body.data
    assert.deepEqual([created.cover, created.event?.place], [picture, 'A1馆'])
    const foreign = await ownUpload(t.db, (await freshUser(t.db)).id)
    assert.deepEqual((await post('circle/post', author.token, { ...good, images: [picture, foreign] })).body.data, {
      field: 'images.1',
      problem: 'upload',
    })
    assert.deepEqual(
      (await post('circle/post', author.token, { kind: 'dynamic', title: '', content: '<p> </p>' })).body.data,
      {
        field: 'content',
        problem: 'required',
      },
    )
    const theirs = await get<Page<PostCard>>(`/common-client/home/userInformationList?userId=${author.id}`)
    assert.deepEqual(
      theirs.body.data.list.map((p) => p.id),
      [created.id],
    )
    const mine = await get<Page<PostCard>>('/user-central/network/circle/mine?kind=event', author.token)
    assert.deepEqual(
      mine.body.data.list.map((p) => p.id),
      [created.id],
    )
    const other = await person(t.app, t.db)
    assert.equal((await post('circle/delete', other.token, { id: created.id })).status, 404)
    assert.equal((await post('circle/delete', author.token, { id: created.id })).status, 200)
    assert.equal((await get(`/common-client/home/dynamicDetail?id=${created.id}`)).status, 404)
    const hidden = await person(t.app, t.db, { isPublic: false })
    assert.equal((await get(`/common-client/home/userInformationList?userId=${hidden.id}`)).status, 404)
  })
})
