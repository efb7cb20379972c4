import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { RealNameInfo, RealNameSubmission } from '../../../src/services/api/user-central.dto'
import { realNameSubmissions } from '../db/schema-account'
import { users } from '../db/schema'
import { approveRealName, listSubmissions, rejectRealName, VerificationRefusal } from '../services/verification'
import { call, demoToken, freshUser, openTestApp, type TestApp } from '../testing/test-app'

const INFO = '/user-central/userRealName/info'
const SUBMIT = '/user-central/userRealName/submit'
// Born 1995-12-12; the fixture identity bound to phone 13900139000.
const CHEN_ID = '350102199512123426'
// Born 2010-03-15: a minor.
const MINOR_ID = '110105201003150025'

let t: TestApp
before(async () => {
  t = await openTestApp()
})
after(async () => {
  await t.close()
})

/** A fresh not-verified user (with its own phone unless one is given) and a token for it. */
const newUser = (phone?: string) => freshUser(t.db, phone ? { phone } : {})

const form = (over: Partial<RealNameSubmission> = {}): RealNameSubmission => ({
  method: 'idCard',
  realName: '陈晓梅',
  idNumber: CHEN_ID,
  company: '',
  area: '厦门',
  material: '身份证正反面照片：https://example.com/id.jpg',
  privacyAccepted: true,
  ...over,
})

const info = (token: string, lang?: 'zh' | 'en') => call<RealNameInfo>(t.app, 'GET', INFO, { token, lang })
const submit = (token: string, body: unknown, lang?: 'zh' | 'en') => call<RealNameInfo>(t.app, 'POST', SUBMIT, { token, body, lang })

describe('userRealName guard', () => {
  it('answers 30000 without a token and 401 with an unknown one', async () => {
    for (const [method, url] of [['GET', INFO], ['POST', SUBMIT]] as const) {
      assert.equal((await call(t.app, method, url, { body: method === 'POST' ? form() : undefined })).body.code, 30000)
      const bad = await call(t.app, method, url, { token: 'f'.repeat(64), body: method === 'POST' ? form() : undefined })
      assert.equal(bad.status, 401)
      assert.equal(bad.body.code, 401)
    }
  })
})

describe('userRealName/info', () => {
  it('shows the seeded demo user as verified, with nothing unmasked', async () => {
    const res = await info(await demoToken(t.db))
    assert.equal(res.body.code, 200)
    assert.equal(res.body.data.status, 2)
    assert.equal(res.body.data.phone, '138****8000')
    assert.equal(res.body.data.reason, '')
  })

  it('shows a new user as not verified', async () => {
    const { token } = await newUser()
    const res = await info(token)
    assert.deepEqual({ ...res.body.data, phone: '' }, {
      status: 0, method: null, realName: '', idNumber: '', phone: '', company: '', area: '', reason: '', adult: false, submittedAt: null,
    })
  })
})

describe('userRealName/submit', () => {
  it('refuses bad input with a 400 in the request language', async () => {
    const { token } = await newUser()
    const cases: [unknown, string, string][] = [
      [form({ privacyAccepted: false }), '请先阅读并勾选隐私政策', 'Please read and tick the privacy policy first'],
      [form({ material: '   ' }), '认证材料不能为空', 'Verification material cannot be empty'],
      [form({ idNumber: '350102199512123427' }), '请输入正确的18位身份证号码', 'Please enter a valid 18-digit ID number'],
      [form({ idNumber: '350102951212342' }), '请输入正确的18位身份证号码', 'Please enter a valid 18-digit ID number'],
      [form({ method: 'weCom', idNumber: '', company: ' ' }), '请输入所在单位', 'Please enter your company'],
    ]
    for (const [body, zh, en] of cases) {
      const resZh = await submit(token, body)
      assert.equal(resZh.status, 400)
      assert.deepEqual(resZh.body, { code: 400, msg: zh, data: null })
      assert.equal((await submit(token, body, 'en')).body.msg, en)
    }
    const schema = await submit(token, { ...form(), method: 'passport' }, 'en')
    assert.equal(schema.status, 400)
    assert.equal(schema.body.code, 400)
    assert.ok(schema.body.msg.length > 0)
    assert.equal((await call(t.app, 'POST', SUBMIT, { token, body: { method: 'idCard' } })).status, 400)
    assert.equal((await info(token)).body.data.status, 0)
  })

  it('refuses a name or ID that does not match the identity bound to the phone', async () => {
    const { token } = await newUser('13900139000')
    const wrongName = await submit(token, form({ realName: '陈小梅' }))
    assert.equal(wrongName.status, 400)
    assert.equal(wrongName.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
    const wrongId = await submit(token, form({ idNumber: MINOR_ID }), 'en')
    assert.match(wrongId.body.msg, /do not match the identity bound to your phone/)
    assert.equal((await submit(token, form())).body.data.status, 1)
  })

  it('keeps the ID number only masked and hashed', async () => {
    const { id, token } = await newUser()
    const res = await submit(token, form({ method: 'businessCard', company: '厦门海联科技有限公司' }))
    assert.equal(res.body.data.idNumber, '350***********3426')
    assert.equal(res.body.data.realName, '陈*梅')
    const [row] = await t.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, id))
    assert.ok(!JSON.stringify(row).includes(CHEN_ID))
    assert.equal(row.birthDate, '1995-12-12')
  })
})

describe('review cycle', () => {
  it('not verified -> verifying -> verified, adult flag set; no resubmit afterwards', async () => {
    const { id, token } = await newUser()
    assert.equal((await submit(token, form())).body.data.status, 1)
    const again = await submit(token, form())
    assert.equal(again.status, 400)
    assert.equal(again.body.msg, '当前认证状态不可提交')
    assert.ok((await listSubmissions(t.db)).some((s) => s.userId === id && s.status === 1 && s.idNumber === '350***********3426'))

    await approveRealName(t.db, id, new Date('2030-01-01T12:00:00'))
    const verified = (await info(token)).body.data
    assert.equal(verified.status, 2)
    assert.equal(verified.adult, true)
    assert.equal((await submit(token, form())).status, 400)
    await assert.rejects(approveRealName(t.db, id), VerificationRefusal)
  })

  it('verifying -> rejected with reason -> resubmit -> verifying; a minor is not flagged adult', async () => {
    const { id, token } = await newUser()
    await submit(token, form({ realName: '王小明', idNumber: MINOR_ID }))
    await assert.rejects(rejectRealName(t.db, id, '  '), VerificationRefusal)
    await rejectRealName(t.db, id, '证件照片不清晰')
    const rejected = (await info(token, 'en')).body.data
    assert.equal(rejected.status, 3)
    assert.equal(rejected.reason, '证件照片不清晰')

    const resubmitted = await submit(token, form({ realName: '王小明', idNumber: MINOR_ID, material: '清晰的证件照片' }))
    assert.equal(resubmitted.body.data.status, 1)
    assert.equal(resubmitted.body.data.reason, '')
    await approveRealName(t.db, id, new Date('2027-03-14T12:00:00'))
    assert.equal((await info(token)).body.data.adult, false)
  })

  it('an approval binds the identity to the phone', async () => {
    const phone = '13700009999'
    const first = await newUser(phone)
    await submit(first.token, form({ realName: '李四海', idNumber: '110105200806150032' }))
    await approveRealName(t.db, first.id)
    await t.db.update(users).set({ realNameStatus: 3 }).where(eq(users.id, first.id))
    const res = await submit(first.token, form({ realName: '李四', idNumber: '110105200806150032' }))
    assert.equal(res.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
  })
})
