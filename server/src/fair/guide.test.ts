import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { contactsIn, summaryOf } from './guide.service'
import type { FairArticle } from '../../../src/contract/content'
import type { GuideArticle, GuideEntry } from '../../../src/contract/fair'
import { assertAllRefused, call, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const get = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/cifit/${path}`, { lang })
const list = async (prefix: string, lang?: 'en') => (await get<GuideEntry[]>(`guideList?prefix=${prefix}`, lang)).body

describe('the fair guide', () => {
  it('lists the service topics one level under "service", in both languages', async () => {
    const zh = await list('service')
    assert.equal(zh.code, 200)
    assert.deepEqual(
      zh.data.map((e) => e.code),
      [
        'service.transport',
        'service.parking',
        'service.catering',
        'service.accommodation',
        'service.network',
        'service.lost-found',
        'service.medical',
        'service.accessibility',
      ],
    )
    assert.equal(zh.data[0].title, '交通出行')
    assert.match(zh.data[0].summary, /会展路198号/)
    assert.ok(zh.data.every((e) => e.summary.length > 0 && e.summary.length <= 80))
    const en = await list('service', 'en')
    assert.equal(en.data[0].title, 'Transport')
    for (const entry of en.data) assert.doesNotMatch(`${entry.title} ${entry.summary}`, HAN, entry.code)
  })

  it("details a topic with its articles under it; an article names the topic above and gives the text's phone numbers", async () => {
    const [transport] = (await list('service')).data
    const topic = await get<GuideArticle>(`guide?id=${transport.id}`)
    assert.equal(topic.status, 200)
    assert.equal(topic.body.data.parent, null)
    assert.deepEqual(
      topic.body.data.entries.map((e) => e.code),
      ['service.transport.metro', 'service.transport.shuttle', 'service.transport.taxi'],
    )
    const medical = (await list('service')).data.find((e) => e.code === 'service.medical')!
    const detail = await get<GuideArticle>(`guide?id=${medical.id}`, 'en')
    assert.match(detail.body.data.content, /<p>Medical stations/)
    assert.deepEqual(detail.body.data.phones, ['0592-5959120'])
    const shuttle = await get<GuideArticle>(`guide?id=${topic.body.data.entries[1].id}`)
    assert.deepEqual(shuttle.body.data.parent, { id: transport.id, code: 'service.transport', title: '交通出行' })
    assert.deepEqual(shuttle.body.data.entries, [])
  })

  it('lists the notices newest first and the contacts with their phones and emails', async () => {
    const notices = await list('notice')
    assert.equal(notices.data[0].code, 'notice.entry')
    const times = notices.data.map((n) => n.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    const contacts = (await list('contact', 'en')).data
    assert.equal(contacts.length, 6)
    assert.ok(contacts.every((c) => c.phones.length > 0))
    const visitors = contacts.find((c) => c.code === 'contact.visitors')!
    assert.deepEqual([visitors.phones, visitors.emails], [['0592-5959800'], ['visitor@cifit.example']])
    assert.deepEqual(contacts.find((c) => c.code === 'contact.venue')!.phones, ['0592-5959866', '0592-5959120'])
  })

  it('keeps the older fair articles out of the guide, and they still open by code', async () => {
    assert.deepEqual((await list('introduction')).data, [])
    const intro = await call<FairArticle>(t.app, 'GET', '/common-client/cifit/article?code=introduction')
    assert.equal(intro.status, 200)
    const guide = await get(`guide?id=${intro.body.data.id}`)
    assert.equal(guide.status, 404)
    assert.equal((await get('guide?id=9999')).status, 404)
  })

  it('refuses a malformed prefix or id', async () => {
    await assertAllRefused(['guideList', 'guideList?prefix=Service', 'guideList?prefix=a%25', 'guide?id=x'], (path) =>
      get(path),
    )
  })
})

describe('reading a guide text', () => {
  it('finds landlines, 400 lines and mobiles once each, never digits inside an email or a longer number', () => {
    assert.deepEqual(
      contactsIn('电话 0592-5959800 或 +86-592-5959811，热线 400-888-1234，手机 13800138000，再拨 0592-5959800'),
      { phones: ['0592-5959800', '+86-592-5959811', '400-888-1234', '13800138000'], emails: [] },
    )
    assert.deepEqual(contactsIn('Mail 0592-5959800@cifit.example or call 120; ref 20260908123456'), {
      phones: [],
      emails: ['0592-5959800@cifit.example'],
    })
  })

  it('summarises the first paragraph, decoded and cut to a card', () => {
    assert.equal(summaryOf('<h3>x</h3><p>Food &amp; drink</p><p>more</p>'), 'Food & drink')
    assert.equal(summaryOf(`<p>${'a'.repeat(100)}</p>`).length, 80)
  })
})
