import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { realNameSubmissions } from './real-name.schema'
import { phoneIdentities } from './real-name.schema'
import { users } from './schema'
import { approveRealName, getSubmission, listSubmissions, rejectRealName } from './verification.service'
import type { RealNameInfo, RealNameSubmission, UserProfile } from '../../../src/contract/account'
import type { ApiError } from '../platform/envelope'
import { fairDate } from '../platform/fair-clock'
import { idNumberBornOn, yearsBefore } from '../platform/testing-identity'
import { call, demoToken, freshUser, withTestApp } from '../test-app'

const INFO = '/user-central/userRealName/info'
const SUBMIT = '/user-central/userRealName/submit'
// Born 1995-12-12; the fixture identity bound to phone 13900139000.
const CHEN_ID = '350102199512123426'
// Ten years old today, whatever today is.
const MINOR_ID = idNumberBornOn(yearsBefore(new Date(), 10))

const t = withTestApp()

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
const submit = (token: string, body: unknown, lang?: 'zh' | 'en') =>
  call<RealNameInfo>(t.app, 'POST', SUBMIT, { token, body, lang })

describe('userRealName guard', () => {
  it('answers 30000 without a token and 401 with an unknown one', async () => {
    for (const [method, url] of [
      ['GET', INFO],
      ['POST', SUBMIT],
    ] as const) {
      assert.equal((await call(t.app, method, url, { body: method === 'POST' ? form() : undefined })).body.code, 30000)
      const bad = await call(t.app, method, url, {
        token: 'f'.repeat(64),
        body: method === 'POST' ? form() : undefined,
      })
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
    assert.deepEqual(
      { ...res.body.data, phone: '' },
      {
        status: 0,
        method: null,
        realName: '',
        idNumber: '',
        phone: '',
        company: '',
        area: '',
        reason: '',
        adult: false,
        submittedAt: null,
      },
    )
  })
})

describe('userRealName/submit', () => {
  it('refuses bad input with a 400 in the request language', async () => {
    const { token } = await newUser()
    const cases: [unknown, string, string][] = [
      [form({ privacyAccepted: false }), '请先阅读并勾选隐私政策', 'Please read and tick the privacy policy first'],
      [form({ material: '   ' }), '认证材料不能为空', 'Verification material cannot be empty'],
      [
        form({ idNumber: '350102199512123427' }),
        '请输入正确的18位身份证号码',
        'Please enter a valid 18-digit ID number',
      ],
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

  it('keeps no part of the ID number that narrows it down: a first-and-last mask, a keyed hash, the adult day', async () => {
    const { id, token } = await newUser()
    const id18 = idNumberBornOn(new Date('1988-07-21'), '350203', '517')
    const res = await submit(
      token,
      form({ method: 'businessCard', company: '厦门海联科技有限公司', realName: '黄志强', idNumber: id18 }),
    )
    assert.equal(res.body.data.idNumber, `3${'*'.repeat(16)}${id18.at(-1)}`)
    assert.equal(res.body.data.realName, '黄*强')
    const [row] = await t.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, id))
    // The row's own numbers, times and hash (checked below) may hold any digits by chance; the rest came from the form.
    const ownDigits = ['id', 'userId', 'idNumberHmac', 'submittedAt', 'reviewedAt']
    const stored = JSON.stringify(Object.entries(row).filter(([column]) => !ownDigits.includes(column)))
    for (const part of [id18, id18.slice(0, 3), id18.slice(-4), '19880721', '1988-07-21'])
      assert.ok(!stored.includes(part), part)
    assert.match(row.idNumberHmac, /^[0-9a-f]{64}$/)
    // An unkeyed SHA-256 of the number would be rebuilt by trying every candidate: the stored hash is not one.
    assert.notEqual(row.idNumberHmac, createHash('sha256').update(id18).digest('hex'))
    assert.equal(row.adultFrom, fairDate(row.submittedAt), 'an adult keeps the submission day, not the birth date')
  })

  it('lets one ID number verify one account, and tells no submitter whether another account gave it', async () => {
    const idNumber = idNumberBornOn(new Date('1979-02-03'), '350211', '271')
    const first = await newUser()
    const second = await newUser()
    for (const { token } of [first, second]) {
      const answer = await submit(token, form({ realName: '郑建国', idNumber }), 'en')
      assert.deepEqual([answer.status, answer.body.data.status], [200, 1])
    }
    await approveRealName(t.db, first.id, 'ops')
    // Once one account is verified, another's submission of the number still reads as any other...
    const third = await newUser()
    const late = await submit(third.token, form({ realName: '郑建国', idNumber: idNumber.toLowerCase() }))
    assert.deepEqual([late.status, late.body.data.status], [200, 1])
    // ...and the operator cannot approve it.
    await assert.rejects(approveRealName(t.db, second.id, 'ops'), (error: ApiError) => {
      assert.equal(error.httpStatus, 409)
      assert.match(error.text('en'), /already verifies another account/)
      return true
    })
    await rejectRealName(t.db, second.id, '证件号码已认证其他账号', 'ops')

    const racing = idNumberBornOn(new Date('1983-11-30'), '350205', '114')
    const racers = await Promise.all(Array.from({ length: 8 }, () => newUser()))
    const answers = await Promise.all(
      racers.map((r) => submit(r.token, form({ realName: '许文华', idNumber: racing }))),
    )
    assert.ok(answers.every((a) => a.status === 200))
    const approvals = await Promise.allSettled(racers.map((r) => approveRealName(t.db, r.id, 'ops')))
    assert.equal(approvals.filter((a) => a.status === 'fulfilled').length, 1)
  })
})

describe('review cycle', () => {
  it('not verified -> verifying -> verified, adult flag set; no resubmit afterwards', async () => {
    const { id, token } = await newUser()
    const own = form({ realName: '吴海峰', idNumber: idNumberBornOn(new Date('1986-04-02'), '350203', '219') })
    assert.equal((await submit(token, own)).body.data.status, 1)
    const again = await submit(token, own)
    assert.equal(again.status, 400)
    assert.equal(again.body.msg, '当前认证状态不可提交')
    const masked = `3${'*'.repeat(16)}${own.idNumber.at(-1)}`
    assert.ok(
      (await listSubmissions(t.db)).some(
        (s) => s.userId === id && s.status === 1 && s.idNumber === masked && s.realName === '吴*峰',
      ),
    )

    await approveRealName(t.db, id, 'ops-wang')
    const verified = (await info(token)).body.data
    assert.equal(verified.status, 2)
    assert.equal(verified.adult, true)
    assert.equal((await submit(token, own)).status, 400)
    await assert.rejects(approveRealName(t.db, id, 'ops-wang'), { messageKey: 'account.realName.notVerifying' })
  })

  it('names a user by the verified name once approved, unless they chose a name of their own', async () => {
    const unnamed = await freshUser(t.db, { phone: '13477770001', nickname: '134****0001' })
    const named = await freshUser(t.db, { phone: '13477770002', nickname: '投资人小林' })
    for (const [user, idNumber] of [
      [unnamed, idNumberBornOn(new Date(1990, 4, 6))],
      [named, idNumberBornOn(new Date(1991, 5, 7))],
    ] as const) {
      assert.equal((await submit(user.token, form({ realName: '林晓', idNumber }))).status, 200)
      await approveRealName(t.db, user.id, 'ops')
    }
    const nickname = async (token: string) =>
      (await call<UserProfile>(t.app, 'POST', '/user-central/usr/userInfo', { token })).body.data.nickname
    assert.equal(await nickname(unnamed.token), '林晓')
    assert.equal(await nickname(named.token), '投资人小林')
  })

  it('verifying -> rejected with reason -> resubmit -> verifying; a minor is not flagged adult', async () => {
    const { id, token } = await newUser()
    await submit(token, form({ realName: '王小明', idNumber: MINOR_ID }))
    await assert.rejects(rejectRealName(t.db, id, '  ', 'ops-li'), { messageKey: 'account.realName.reasonRequired' })
    await assert.rejects(rejectRealName(t.db, id, '证件照片不清晰', ' '), {
      messageKey: 'account.realName.operatorRequired',
    })
    await rejectRealName(t.db, id, '证件照片不清晰', 'ops-li')
    const rejected = (await info(token, 'en')).body.data
    assert.equal(rejected.status, 3)
    assert.equal(rejected.reason, '证件照片不清晰')

    const resubmitted = await submit(
      token,
      form({ realName: '王小明', idNumber: MINOR_ID, material: '清晰的证件照片' }),
    )
    assert.equal(resubmitted.body.data.status, 1)
    assert.equal(resubmitted.body.data.reason, '')
    await approveRealName(t.db, id, 'ops-li')
    assert.equal((await info(token)).body.data.adult, false)
  })

  it('an approval binds the identity to the phone', async () => {
    const phone = '13700009999'
    const first = await newUser(phone)
    await submit(first.token, form({ realName: '李四海', idNumber: '110105200806150032' }))
    await approveRealName(t.db, first.id, 'ops')
    await t.db.update(users).set({ realNameStatus: 3 }).where(eq(users.id, first.id))
    const res = await submit(first.token, form({ realName: '李四', idNumber: '110105200806150032' }))
    assert.equal(res.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
  })
})

describe('operator review', () => {
  it('shows the material and method, and records every decision with who and when', async () => {
    const { id, token } = await newUser()
    const idNumber = idNumberBornOn(new Date('1991-09-09'), '350206', '338')
    await submit(
      token,
      form({
        method: 'weCom',
        realName: '蔡明辉',
        idNumber,
        company: '厦门港务集团',
        material: '企业微信认证截图：https://example.com/wecom.png',
      }),
    )
    await rejectRealName(t.db, id, '截图不清晰', 'ops-li', new Date('2026-09-07T02:00:00Z'))
    await submit(
      token,
      form({ method: 'weCom', realName: '蔡明辉', idNumber, company: '厦门港务集团', material: '清晰的截图' }),
    )
    await approveRealName(t.db, id, 'ops-wang', new Date('2026-09-07T03:00:00Z'))

    const detail = await getSubmission(t.db, id)
    assert.ok(detail)
    assert.equal(detail.method, 'weCom')
    assert.equal(detail.material, '清晰的截图')
    assert.equal(detail.realName, '蔡*辉')
    assert.ok(!JSON.stringify(detail).includes(idNumber))
    assert.deepEqual(
      detail.reviews.map((r) => [r.decision, r.operator, r.reason, r.method, r.reviewedAt.toISOString()]),
      [
        ['approved', 'ops-wang', '', 'weCom', '2026-09-07T03:00:00.000Z'],
        ['rejected', 'ops-li', '截图不清晰', 'weCom', '2026-09-07T02:00:00.000Z'],
      ],
    )
    const [bound] = await t.db.select().from(phoneIdentities).where(eq(phoneIdentities.realName, '蔡明辉'))
    assert.match(bound.idNumberHmac, /^[0-9a-f]{64}$/)
    assert.equal(await getSubmission(t.db, 999_999), null)
  })
})
