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
import { ownUpload } from '../registration/testing'
import { call, demoToken, freshUser, withTestApp } from '../test-app'

const INFO = '/user-central/userRealName/info'
const SUBMIT = '/user-central/userRealName/submit'
// Born 1995-12-12; the fixture identity bound to phone 13900139000.
const CHEN_ID = '350102199512123426'
// Ten years old today, whatever today is.
const MINOR_ID = idNumberBornOn(yearsBefore(new Date(), 10))

const t = withTestApp()

type Submitter = { id: number; token: string; picture: string }

/** A fresh not-verified user (with its own phone unless one is given), a token for it and a picture it uploaded. */
async function newUser(phone?: string): Promise<Submitter> {
  const user = await freshUser(t.db, phone ? { phone } : {})
  return { ...user, picture: await ownUpload(t.db, user.id) }
}

/** A submission as the form sends it; without `pictures`, `submit` sends the submitter's own picture. */
type Form = Omit<RealNameSubmission, 'pictures'> & { pictures?: string[] }

const form = (over: Partial<RealNameSubmission> = {}): Form => ({
  method: 'idCard',
  realName: '陈晓梅',
  idType: 'idCard',
  idNumber: CHEN_ID,
  company: '',
  area: '厦门',
  privacyAccepted: true,
  ...over,
})

const info = (token: string, lang?: 'zh' | 'en') => call<RealNameInfo>(t.app, 'GET', INFO, { token, lang })
const submit = (user: Submitter, body: Form | object, lang?: 'zh' | 'en') =>
  call<RealNameInfo>(t.app, 'POST', SUBMIT, {
    token: user.token,
    body: { pictures: [user.picture], ...body },
    lang,
  })

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
        idType: null,
        idNumber: '',
        phone: '',
        company: '',
        area: '',
        pictures: [],
        reason: '',
        adult: false,
        submittedAt: null,
      },
    )
  })
})

describe('userRealName/submit', () => {
  it('refuses bad input with a 400 in the request language, naming the field', async () => {
    const user = await newUser()
    const cases: [object, string, string, string][] = [
      [
        form({ privacyAccepted: false }),
        'privacyAccepted',
        '请先阅读并勾选隐私政策',
        'Please read and tick the privacy policy first',
      ],
      [
        form({ pictures: [] }),
        'pictures',
        '请上传1至3张认证材料图片',
        'Please upload 1 to 3 pictures of the verification material',
      ],
      [
        form({ idNumber: '350102199512123427' }),
        'idNumber',
        '请输入正确的18位身份证号码',
        'Please enter a valid 18-digit ID number',
      ],
      [
        form({ idNumber: '350102951212342' }),
        'idNumber',
        '请输入正确的18位身份证号码',
        'Please enter a valid 18-digit ID number',
      ],
      [form({ method: 'weCom', idNumber: '', company: ' ' }), 'company', '请输入所在单位', 'Please enter your company'],
    ]
    for (const [body, field, zh, en] of cases) {
      const resZh = await submit(user, body)
      assert.equal(resZh.status, 400)
      assert.equal(resZh.body.code, 400)
      assert.equal(resZh.body.msg, zh)
      assert.equal((resZh.body.data as unknown as { field: string }).field, field)
      assert.equal((await submit(user, body, 'en')).body.msg, en)
    }
    const all = await submit(user, form({ realName: ' ', idNumber: '', pictures: [], privacyAccepted: false }))
    assert.deepEqual(
      (all.body.data as unknown as { problems: { field: string }[] }).problems.map((p) => p.field),
      ['realName', 'idNumber', 'pictures', 'privacyAccepted'],
    )
    for (const body of [
      { ...form(), method: 'passport' },
      { ...form(), idType: 'driverLicence' },
      { ...form(), idNumber: 'E'.repeat(19) },
    ]) {
      const schema = await submit(user, body, 'en')
      assert.equal(schema.status, 400)
      assert.equal(schema.body.code, 400)
      assert.ok(schema.body.msg.length > 0)
    }
    assert.equal((await call(t.app, 'POST', SUBMIT, { token: user.token, body: { method: 'idCard' } })).status, 400)
    assert.equal((await info(user.token)).body.data.status, 0)
  })

  it('takes the other identity documents, each number in its own format, in both languages', async () => {
    const cases: [RealNameSubmission['idType'], string, string, string, string][] = [
      ['passport', 'E1234567', 'E12 34', '请输入正确的护照号码（5至17位字母或数字）', 'passport number'],
      [
        'hkMacauPermit',
        'H12345678',
        'K12345678',
        '请输入正确的港澳居民来往内地通行证号码（H或M开头，后接8位或10位数字）',
        'Mainland Travel Permit for Hong Kong and Macao Residents',
      ],
      [
        'taiwanPermit',
        '1234567890',
        '123456',
        '请输入正确的台湾居民来往大陆通行证号码（8位或10位数字）',
        'Mainland Travel Permit for Taiwan Residents',
      ],
      [
        'foreignerPermanentResidence',
        'USA123456789012',
        'US1234567890123',
        '请输入正确的外国人永久居留身份证号码（3位字母加12位数字，或以9开头的18位号码）',
        "Foreigner's Permanent Residence ID Card",
      ],
    ]
    for (const [idType, good, bad, zh, en] of cases) {
      const user = await newUser()
      const refused = await submit(user, form({ realName: 'Maria Rossi', idType, idNumber: bad }))
      assert.deepEqual([refused.status, refused.body.msg], [400, zh], idType)
      assert.equal((refused.body.data as unknown as { field: string }).field, 'idNumber')
      assert.match(
        (await submit(user, form({ realName: 'Maria Rossi', idType, idNumber: bad }), 'en')).body.msg,
        new RegExp(en),
      )
      // A mainland ID number is no passport's: the type decides the format.
      if (idType !== 'passport')
        assert.equal((await submit(user, form({ realName: 'Maria Rossi', idType, idNumber: CHEN_ID }))).status, 400)

      const taken = await submit(user, form({ realName: 'Maria Rossi', idType, idNumber: good.toLowerCase() }))
      assert.equal(taken.status, 200, taken.body.msg)
      const upper = good.toUpperCase()
      assert.equal(taken.body.data.status, 1)
      assert.equal(taken.body.data.idType, idType)
      assert.equal(taken.body.data.idNumber, `${upper[0]}${'*'.repeat(upper.length - 2)}${upper.at(-1)}`)
      const [row] = await t.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, user.id))
      assert.equal(row.idNumberMasked, taken.body.data.idNumber)
      assert.ok(!JSON.stringify({ ...row, idNumberHmac: '', pictures: [] }).includes(upper.slice(1, -1)))
      assert.match(row.idNumberHmac, /^[0-9a-f]{64}$/)
      assert.equal(row.adultFrom, null, 'the number carries no birth date')
    }
  })

  it('sends a document other than the mainland ID card to review without the check against the phone', async () => {
    const phone = '13700008888'
    const holder = await newUser(phone)
    await submit(holder, form({ realName: '李海', idNumber: idNumberBornOn(new Date('1990-01-02'), '350203', '611') }))
    await approveRealName(t.db, holder.id, 'ops')
    const [bound] = await t.db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, phone))
    await t.db.update(users).set({ realNameStatus: 3 }).where(eq(users.id, holder.id))

    // The mainland ID card under another name is refused by the phone's identity...
    const mainland = await submit(holder, form({ realName: 'Hai Li' }))
    assert.equal(mainland.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
    // ...a passport waits for the operator, who sees what kind of document it is.
    const passport = await submit(holder, form({ realName: 'Hai Li', idType: 'passport', idNumber: 'G12345678' }))
    assert.deepEqual([passport.status, passport.body.data.status], [200, 1])
    assert.equal((await getSubmission(t.db, holder.id))?.idType, 'passport')
    assert.ok((await listSubmissions(t.db)).some((s) => s.userId === holder.id && s.idType === 'passport'))
    await approveRealName(t.db, holder.id, 'ops')
    assert.equal((await info(holder.token)).body.data.status, 2)
    const [still] = await t.db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, phone))
    assert.deepEqual(still, bound, "the phone keeps the mainland identity a carrier's check knows")
  })

  it("takes 1-3 of the user's own pictures as the material and shows them to their owner only", async () => {
    const user = await newUser()
    const other = await newUser()
    const cases: [string[], string, string][] = [
      [
        [user.picture, user.picture, user.picture, user.picture],
        '请上传1至3张认证材料图片',
        'Please upload 1 to 3 pictures of the verification material',
      ],
      [
        [other.picture],
        '认证材料须为您本人上传的图片，请重新上传',
        'The material must be pictures you uploaded yourself: please upload them again',
      ],
      [['https://example.com/id.jpg'], '认证材料须为您本人上传的图片，请重新上传', ''],
      [[await ownUpload(t.db, user.id, 'video')], '认证材料须为您本人上传的图片，请重新上传', ''],
    ]
    for (const [pictures, zh, en] of cases) {
      const refused = await submit(user, form({ pictures }))
      assert.deepEqual([refused.status, refused.body.msg], [400, zh])
      assert.equal((refused.body.data as unknown as { field: string }).field, 'pictures')
      if (en) assert.equal((await submit(user, form({ pictures }), 'en')).body.msg, en)
    }
    assert.equal((await info(user.token)).body.data.status, 0)

    const three = [user.picture, await ownUpload(t.db, user.id), await ownUpload(t.db, user.id)]
    const taken = await submit(user, form({ pictures: three }))
    assert.equal(taken.status, 200, taken.body.msg)
    assert.deepEqual((await info(user.token)).body.data.pictures, three)
    assert.deepEqual((await info(other.token)).body.data.pictures, [])
    assert.deepEqual((await getSubmission(t.db, user.id))?.pictures, three)
  })

  it('refuses a name or ID that does not match the identity bound to the phone', async () => {
    const user = await newUser('13900139000')
    const wrongName = await submit(user, form({ realName: '陈小梅' }))
    assert.equal(wrongName.status, 400)
    assert.equal(wrongName.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
    const wrongId = await submit(user, form({ idNumber: MINOR_ID }), 'en')
    assert.match(wrongId.body.msg, /do not match the identity bound to your phone/)
    assert.equal((await submit(user, form())).body.data.status, 1)
  })

  it('keeps no part of the ID number that narrows it down: a first-and-last mask, a keyed hash, the adult day', async () => {
    const user = await newUser()
    const { id } = user
    const id18 = idNumberBornOn(new Date('1988-07-21'), '350203', '517')
    const res = await submit(
      user,
      form({ method: 'businessCard', company: '厦门海联科技有限公司', realName: '黄志强', idNumber: id18 }),
    )
    assert.equal(res.body.data.idNumber, `3${'*'.repeat(16)}${id18.at(-1)}`)
    assert.equal(res.body.data.realName, '黄*强')
    const [row] = await t.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, id))
    // The row's own numbers, times, hash (checked below) and the pictures' random keys may hold any digits by chance;
    // the rest came from the form.
    const ownDigits = ['id', 'userId', 'idNumberHmac', 'pictures', 'submittedAt', 'reviewedAt']
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
    for (const user of [first, second]) {
      const answer = await submit(user, form({ realName: '郑建国', idNumber }), 'en')
      assert.deepEqual([answer.status, answer.body.data.status], [200, 1])
    }
    await approveRealName(t.db, first.id, 'ops')
    // Once one account is verified, another's submission of the number still reads as any other...
    const third = await newUser()
    const late = await submit(third, form({ realName: '郑建国', idNumber: idNumber.toLowerCase() }))
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
    const answers = await Promise.all(racers.map((r) => submit(r, form({ realName: '许文华', idNumber: racing }))))
    assert.ok(answers.every((a) => a.status === 200))
    const approvals = await Promise.allSettled(racers.map((r) => approveRealName(t.db, r.id, 'ops')))
    assert.equal(approvals.filter((a) => a.status === 'fulfilled').length, 1)
  })
})

describe('review cycle', () => {
  it('not verified -> verifying -> verified, adult flag set; no resubmit afterwards', async () => {
    const user = await newUser()
    const { id, token } = user
    const own = form({ realName: '吴海峰', idNumber: idNumberBornOn(new Date('1986-04-02'), '350203', '219') })
    assert.equal((await submit(user, own)).body.data.status, 1)
    const again = await submit(user, own)
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
    assert.equal((await submit(user, own)).status, 400)
    await assert.rejects(approveRealName(t.db, id, 'ops-wang'), { messageKey: 'account.realName.notVerifying' })
  })

  it('names a user by the verified name once approved, unless they chose a name of their own', async () => {
    const withPicture = async (values: { phone: string; nickname: string }) => {
      const user = await freshUser(t.db, values)
      return { ...user, picture: await ownUpload(t.db, user.id) }
    }
    const unnamed = await withPicture({ phone: '13477770001', nickname: '134****0001' })
    const named = await withPicture({ phone: '13477770002', nickname: '投资人小林' })
    for (const [user, idNumber] of [
      [unnamed, idNumberBornOn(new Date(1990, 4, 6))],
      [named, idNumberBornOn(new Date(1991, 5, 7))],
    ] as const) {
      assert.equal((await submit(user, form({ realName: '林晓', idNumber }))).status, 200)
      await approveRealName(t.db, user.id, 'ops')
    }
    const nickname = async (token: string) =>
      (await call<UserProfile>(t.app, 'POST', '/user-central/usr/userInfo', { token })).body.data.nickname
    assert.equal(await nickname(unnamed.token), '林晓')
    assert.equal(await nickname(named.token), '投资人小林')
  })

  it('verifying -> rejected with reason -> resubmit -> verifying; a minor is not flagged adult', async () => {
    const user = await newUser()
    const { id, token } = user
    await submit(user, form({ realName: '王小明', idNumber: MINOR_ID }))
    await assert.rejects(rejectRealName(t.db, id, '  ', 'ops-li'), { messageKey: 'account.realName.reasonRequired' })
    await assert.rejects(rejectRealName(t.db, id, '证件照片不清晰', ' '), {
      messageKey: 'account.realName.operatorRequired',
    })
    await rejectRealName(t.db, id, '证件照片不清晰', 'ops-li')
    const rejected = (await info(token, 'en')).body.data
    assert.equal(rejected.status, 3)
    assert.equal(rejected.reason, '证件照片不清晰')

    const clearer = await ownUpload(t.db, id)
    const resubmitted = await submit(user, form({ realName: '王小明', idNumber: MINOR_ID, pictures: [clearer] }))
    assert.equal(resubmitted.body.data.status, 1)
    assert.equal(resubmitted.body.data.reason, '')
    await approveRealName(t.db, id, 'ops-li')
    assert.equal((await info(token)).body.data.adult, false)
  })

  it('an approval binds the identity to the phone', async () => {
    const phone = '13700009999'
    const first = await newUser(phone)
    await submit(first, form({ realName: '李四海', idNumber: '110105200806150032' }))
    await approveRealName(t.db, first.id, 'ops')
    await t.db.update(users).set({ realNameStatus: 3 }).where(eq(users.id, first.id))
    const res = await submit(first, form({ realName: '李四', idNumber: '110105200806150032' }))
    assert.equal(res.body.msg, '实名信息与手机号绑定的身份不一致，认证失败')
  })
})

describe('operator review', () => {
  it('shows the material and method, and records every decision with who and when', async () => {
    const user = await newUser()
    const { id } = user
    const idNumber = idNumberBornOn(new Date('1991-09-09'), '350206', '338')
    await submit(user, form({ method: 'weCom', realName: '蔡明辉', idNumber, company: '厦门港务集团' }))
    await rejectRealName(t.db, id, '截图不清晰', 'ops-li', new Date('2026-09-07T02:00:00Z'))
    const clearer = await ownUpload(t.db, id)
    await submit(
      user,
      form({ method: 'weCom', realName: '蔡明辉', idNumber, company: '厦门港务集团', pictures: [clearer] }),
    )
    await approveRealName(t.db, id, 'ops-wang', new Date('2026-09-07T03:00:00Z'))

    const detail = await getSubmission(t.db, id)
    assert.ok(detail)
    assert.equal(detail.method, 'weCom')
    assert.deepEqual(detail.pictures, [clearer])
    assert.equal(detail.idType, 'idCard')
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
