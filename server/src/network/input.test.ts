import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { person } from './testing'
import { call, HAN, withTestApp } from '../test-app'

// Whatever the input, the network's calls answer an envelope in the request's language, never a 500; a refused field
// is named in `data.field`.

const t = withTestApp()

const POSTS = [
  'userBusinessCardApply/add',
  'network/exchange/request',
  'network/exchange/scan',
  'network/exchange/accept',
  'network/exchange/decline',
  'network/follow',
  'network/group/create',
  'network/group/apply',
  'network/group/invitation/accept',
  'network/group/invitation/decline',
  'network/group/leave',
  'network/group/request/approve',
  'network/group/request/decline',
  'network/group/invite',
  'network/group/member/remove',
  'network/group/owner',
  'network/group/notice',
  'network/group/edit',
  'network/chat/send',
  'network/chat/read',
  'network/chat/direct',
  'network/circle/apply',
  'network/circle/post',
  'network/circle/delete',
  'network/service/open',
  'network/match',
  'network/negotiate/request',
  'network/negotiate/accept',
  'network/negotiate/decline',
  'network/negotiate/cancel',
  'network/negotiate/propose',
  'network/leads/scan',
  'network/leads/note',
  'network/assistant/add',
  'network/assistant/remove',
]

const GETS = [
  '/user-central/network/exchange/list?box=nowhere',
  '/user-central/network/visitors?kind=door',
  '/user-central/network/fans?pageSize=500',
  '/user-central/network/group/members?groupId=abc',
  '/user-central/network/group/requests?groupId=0',
  '/user-central/network/chat/history?conversation=group:99999999999',
  '/user-central/network/chat/history?conversation=direct:1',
  '/user-central/network/chat/history?conversation=group:1&pageSize=101',
  '/user-central/network/circle/mine?kind=poem',
  '/user-central/network/match/recommendations?kind=cat',
  '/user-central/network/negotiate/list?box=sideways',
  '/user-central/network/leads?pageNum=0',
  '/user-central/network/businessmen?keyword=' + 'x'.repeat(51),
  '/common-client/home/userInfoDetail?id=-1',
  '/common-client/home/userInformationList?userId=x',
  '/common-client/home/dynamicDetail?id=1.5',
  '/common-client/network/group/detail?id=3000000000',
  '/common-client/network/circle/feed?kind=x',
  '/common-client/projectGroup/list?productId=0',
]

describe('bad input', () => {
  it('answers every POST whatever its body with an envelope in the request’s language, never a 500', async () => {
    const user = await person(t.app, t.db)
    const bodies: unknown[] = [{}, [], 'x', { id: 'x', groupId: -1, userId: 3_000_000_000, kind: 7, code: 5 }, null]
    for (const url of POSTS)
      for (const body of bodies)
        for (const lang of ['zh', 'en'] as const) {
          const answer = await call(t.app, 'POST', `/user-central/${url}`, {
            token: user.token,
            lang,
            ...(body === null ? {} : { body: typeof body === 'string' ? JSON.stringify(body) : body }),
            headers: { 'content-type': 'application/json' },
          })
          const label = `${url} ${JSON.stringify(body)} ${lang}`
          assert.ok(answer.status < 500, `${label}: ${answer.status}`)
          if (answer.status === 200) continue
          assert.ok(answer.status >= 400 && answer.body.code !== 500, label)
          if (lang === 'en') assert.doesNotMatch(answer.body.msg, HAN, label)
          else assert.match(answer.body.msg, HAN, label)
        }
  })

  it('names the refused field of a schema violation in data.field', async () => {
    const user = await person(t.app, t.db)
    const cases: [string, object, string][] = [
      ['network/exchange/request', {}, 'userId'],
      ['network/exchange/request', { userId: 'abc' }, 'userId'],
      ['network/group/create', { name: 'x', isOpen: 'yes' }, 'isOpen'],
      ['network/group/create', { name: 'x', isOpen: true, memberLimit: 1 }, 'memberLimit'],
      ['network/group/notice', { groupId: 1, notice: 'x'.repeat(501) }, 'notice'],
      ['network/chat/send', { conversation: 'group:1', kind: 'text', body: 'x', clientId: 'has space' }, 'clientId'],
      ['network/circle/post', { kind: 'dynamic', title: 'x', content: 'y', images: [{}] }, 'images.0'],
      ['network/negotiate/request', { matchId: 1, topic: '储能合作', startTime: -5, pointId: 1 }, 'startTime'],
      ['network/match', { kind: 'person' }, 'id'],
      ['network/leads/note', { id: 1, note: '', rating: 6 }, 'rating'],
    ]
    for (const [url, body, field] of cases) {
      const answer = await call<{ field: string }>(t.app, 'POST', `/user-central/${url}`, {
        token: user.token,
        body,
        lang: 'en',
      })
      assert.equal(answer.status, 400, url)
      assert.equal(answer.body.data.field, field, `${url} ${JSON.stringify(body)}`)
      assert.match(answer.body.msg, new RegExp(field.replace('.', '\\.')), url)
    }
  })

  it('answers malformed queries by a 400 or 404 envelope, never a 500', async () => {
    const user = await person(t.app, t.db)
    for (const url of GETS) {
      const answer = await call(t.app, 'GET', url, { token: user.token, lang: 'en' })
      assert.ok([400, 404].includes(answer.status), `${url}: ${answer.status}`)
      assert.doesNotMatch(answer.body.msg, HAN, url)
    }
  })

  it('asks for a login on every personal call', async () => {
    for (const url of POSTS) {
      const answer = await call(t.app, 'POST', `/user-central/${url}`, { body: {} })
      assert.ok(answer.body.code === 30000 || answer.status === 400, url)
    }
    for (const url of [
      'network/desk',
      'network/assistant',
      'network/chat/conversations',
      'userBusinessCardApply/getStatus',
    ]) {
      const answer = await call(t.app, 'GET', `/user-central/${url}`)
      assert.equal(answer.body.code, 30000, url)
    }
  })
})
