import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { guestInvitations, personRegistrations, registrationDrafts, registrations } from './schema'
import { makeIdNumber, ownUpload, personForm, verifiedUser } from './testing'
import type {
  Draft,
  FieldProblems,
  PersonRegistration,
  RegistrationRules,
  RegistrationSummary,
  SignUpInfo,
} from '../../../src/contract/registration'
import { RegistrationCode, RegistrationStatus } from '../../../src/contract/registration.codes'
import { call, freshUser, HAN, withTestApp } from '../test-app'

let now = new Date('2026-08-20T10:00:00+08:00')
const t = withTestApp({ clock: () => now }, async ({ db }) => {
  await db.insert(guestInvitations).values([
    { code: 'GUEST-ONE', maxUses: 1 },
    { code: 'GUEST-MANY', maxUses: 50 },
  ])
})

const submit = (token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<PersonRegistration | FieldProblems | null>(t.app, 'POST', '/user-central/registration/person/submit', {
    token,
    body,
    lang,
  })
const mine = (token: string) =>
  call<PersonRegistration | null>(t.app, 'GET', '/user-central/registration/person', { token })
const problems = (body: { data: unknown }) => body.data as FieldProblems

describe('POST /user-central/registration/person/submit', () => {
  it('registers a verified person: submitted, a reply promised within 72 hours, listed and counted as signed up', async () => {
    const user = await verifiedUser(t.db)
    const answer = await submit(user.token, await personForm(t.db, user), 'en')
    assert.equal(answer.status, 200)
    const registration = answer.body.data as PersonRegistration
    assert.equal(registration.certificateStatus, RegistrationStatus.submitted)
    assert.equal(registration.exhibitorStatus, null)
    assert.equal(registration.idNumber, `${user.idNumber[0]}${'*'.repeat(16)}${user.idNumber[17]}`)
    assert.equal(registration.replyBy, now.getTime() + 72 * 3_600_000)
    assert.match(registration.notice, /within 72 hours \(by 2026-08-23 10:00\)/)
    assert.deepEqual(
      registration.history.map((entry) => [entry.action, entry.track, entry.status, entry.by]),
      [['submitted', 'certificate', RegistrationStatus.submitted, 'user']],
    )
    assert.equal(registration.canWithdraw, true)
    assert.equal(registration.canModify, false)
    // A domestic ID card's holder is a Chinese national, named in the reader's language.
    assert.equal(registration.nationality, 'China')
    assert.equal((await mine(user.token)).body.data?.nationality, '中国')
    const info = await call<SignUpInfo>(t.app, 'GET', '/user-central/userSignUp/info', { token: user.token })
    assert.deepEqual(info.body.data, { registered: true, status: RegistrationStatus.submitted })
    const list = await call<RegistrationSummary[]>(t.app, 'GET', '/user-central/registration/mine', {
      token: user.token,
    })
    assert.deepEqual(
      list.body.data.map((r) => [r.kind, r.personKind, r.title]),
      [['person', 'visitor', user.realName]],
    )
  })

  it('keeps the ID number only as a mask and a keyed hash', async () => {
    const user = await verifiedUser(t.db)
    await submit(user.token, await personForm(t.db, user))
    const [row] = await t.db
      .select()
      .from(personRegistrations)
      .innerJoin(registrations, eq(registrations.id, personRegistrations.registrationId))
      .where(eq(registrations.userId, user.id))
    assert.ok(!JSON.stringify(row).includes(user.idNumber))
    assert.match(row.person_registrations.idNumberHmac, /^[0-9a-f]{64}$/)
  })

  it('takes a phone number from abroad and keeps it in E.164', async () => {
    const user = await verifiedUser(t.db)
    const answer = await submit(user.token, await personForm(t.db, user, { phone: '+49 (89) 123-4567' }), 'en')
    assert.equal(answer.status, 200)
    assert.equal((answer.body.data as PersonRegistration).phone, '+49891234567')
  })

  it('asks for a login, then for real-name verification with the code that leads to /mypage-realname', async () => {
    const user = await verifiedUser(t.db)
    const form = await personForm(t.db, user)
    assert.equal((await submit(undefined, form)).body.code, 30000)
    const unverified = await freshUser(t.db)
    for (const lang of ['zh', 'en'] as const) {
      const answer = await submit(unverified.token, form, lang)
      assert.equal(answer.status, 403)
      assert.equal(answer.body.code, RegistrationCode.realNameRequired)
      assert.equal(HAN.test(answer.body.msg), lang === 'zh')
    }
  })

  it("refuses a name or ID number other than the verified ones with the seeds' authentication failure", async () => {
    const user = await verifiedUser(t.db)
    const wrongName = await submit(user.token, await personForm(t.db, user, { name: '李四海' }), 'en')
    assert.equal(wrongName.status, 400)
    assert.equal(
      wrongName.body.msg,
      'The name and ID number do not match your verified identity: authentication failed',
    )
    assert.deepEqual([problems(wrongName.body).field, problems(wrongName.body).problem], ['name', 'identityMismatch'])
    const other = makeIdNumber('19900101', 999)
    const wrongId = await submit(user.token, await personForm(t.db, user, { idNumber: other }))
    assert.equal(wrongId.body.msg, '姓名、证件号码与实名认证信息不一致，认证失败')
    assert.equal(problems(wrongId.body).field, 'idNumber')
  })

  it("answers each field rule with the seeds' message in the request's language and names the field", async () => {
    const user = await verifiedUser(t.db)
    const cases: [object, string, string, string][] = [
      [{ name: '' }, 'name', 'required', 'Please complete all required fields'],
      [{ name: 'Wang Ming' }, 'name', 'chineseName', 'Please enter the name in Chinese characters'],
      [{ idNumber: '35020319900101123' }, 'idNumber', 'idNumber', 'Please enter a valid ID number for the ID type'],
      [
        { phone: '12345' },
        'phone',
        'phone',
        'Please enter a valid phone number, e.g. 13800138000, 010-12345678 or +49 89 1234567',
      ],
      [{ birthDate: '1991-01-01' }, 'birthDate', 'birthDateMismatch', 'The date of birth does not match the ID number'],
      [{ gender: 'female' }, 'gender', 'genderMismatch', 'The gender does not match the ID number'],
      [{ gender: '' }, 'gender', 'required', 'Please complete all required fields'],
      [{ privacyAccepted: false }, 'privacyAccepted', 'privacy', 'Please read and tick the privacy policy first'],
      [{ personKind: 'exhibitorStaff' }, 'organisation', 'required', 'Please complete all required fields'],
      [
        { earliestEntry: Date.parse('2026-09-12T09:00:00+08:00') },
        'earliestEntry',
        'entryTime',
        'The time must fall within the fair (8 to 11 September)',
      ],
      [{ avatar: '/uploads/0123456789abcdef0123456789abcdef.png' }, 'avatar', 'upload', 'Please upload the picture'],
      [{ gender: 'x' }, 'gender', 'unknownOption', 'Please choose one of the options'],
      [
        { collection: { method: 'express' } },
        'collection.mailingAddress',
        'required',
        'Please complete all required fields',
      ],
    ]
    for (const [values, field, problem, message] of cases) {
      const answer = await submit(user.token, await personForm(t.db, user, values), 'en')
      assert.equal(answer.status, 400, JSON.stringify(values))
      assert.deepEqual([problems(answer.body).field, problems(answer.body).problem], [field, problem])
      assert.equal(answer.body.msg, message)
    }
    const zh = await submit(user.token, await personForm(t.db, user, { phone: 'x' }), 'zh')
    assert.equal(zh.body.msg, '请输入正确的电话号码，如 13800138000、010-12345678 或 +49 89 1234567')
    const missing = await submit(user.token, { ...(await personForm(t.db, user)), birthDate: undefined }, 'en')
    assert.deepEqual([missing.status, problems(missing.body).field], [400, 'birthDate'])
    const all = await submit(user.token, await personForm(t.db, user, { name: '', phone: '1' }))
    assert.deepEqual(
      problems(all.body).problems.map((p) => p.field),
      ['name', 'phone'],
    )
  })

  it("takes an overseas identity with its nationality, and another user's upload is refused", async () => {
    const user = await verifiedUser(t.db)
    const passport = await personForm(t.db, user, { idType: 'passport', idNumber: 'E12345678', nationality: '' })
    const answer = await submit(user.token, passport, 'en')
    assert.equal(problems(answer.body).field, 'nationality')
    const someoneElse = await freshUser(t.db)
    const theirs = await submit(
      user.token,
      await personForm(t.db, user, { avatar: await ownUpload(t.db, someoneElse.id) }),
    )
    assert.equal(problems(theirs.body).field, 'avatar')
  })

  it('answers malformed bodies with a 4xx envelope, never a 500', async () => {
    const user = await verifiedUser(t.db)
    for (const body of [
      [],
      'text',
      { personKind: 3 },
      { ...(await personForm(t.db, user)), members: 'x', earliestEntry: 'soon' },
    ]) {
      const answer = await submit(user.token, body)
      assert.ok(answer.status >= 400 && answer.status < 500, JSON.stringify(body))
      assert.equal(answer.body.code, answer.status)
    }
  })

  it('takes an invited guest only with an invitation code that has uses left', async () => {
    const first = await verifiedUser(t.db)
    const second = await verifiedUser(t.db)
    const noCode = await submit(first.token, await personForm(t.db, first, { personKind: 'invitedGuest' }))
    assert.equal(problems(noCode.body).field, 'invitationCode')
    const unknown = await submit(
      first.token,
      await personForm(t.db, first, { personKind: 'invitedGuest', invitationCode: 'NOPE' }),
      'en',
    )
    assert.equal(unknown.body.msg, 'This invitation code is not valid or has been used up')
    const ok = await submit(
      first.token,
      await personForm(t.db, first, { personKind: 'invitedGuest', invitationCode: 'GUEST-ONE' }),
    )
    assert.equal(ok.status, 200)
    const usedUp = await submit(
      second.token,
      await personForm(t.db, second, { personKind: 'invitedGuest', invitationCode: 'GUEST-ONE' }),
    )
    assert.deepEqual([usedUp.status, problems(usedUp.body).problem], [400, 'invitationCode'])
    // Withdrawing gives the code back.
    await call(t.app, 'POST', '/user-central/registration/withdraw', {
      token: first.token,
      body: { id: (ok.body.data as PersonRegistration).id },
    })
    const again = await submit(
      second.token,
      await personForm(t.db, second, { personKind: 'invitedGuest', invitationCode: 'GUEST-ONE' }),
    )
    assert.equal(again.status, 200)
  })

  it('makes one registration of two or more submitted at once, and answers 409 to the others', async () => {
    const user = await verifiedUser(t.db)
    const form = await personForm(t.db, user)
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(user.token, form)))
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409])
    assert.ok(answers.every((a) => a.status === 200 || a.body.code === RegistrationCode.alreadyRegistered))
    assert.equal(await t.db.$count(registrations, eq(registrations.userId, user.id)), 1)
  })

  it('refuses submissions from 18:00 on 2 September, fair time, with the deadline message', async () => {
    const user = await verifiedUser(t.db)
    const form = await personForm(t.db, user)
    const saved = now
    try {
      now = new Date('2026-09-02T18:00:00+08:00')
      const closed = await submit(user.token, form, 'en')
      assert.equal(closed.status, 403)
      assert.equal(closed.body.code, RegistrationCode.deadlinePassed)
      assert.match(closed.body.msg, /^Registration deadline passed/)
      const rules = await call<RegistrationRules>(t.app, 'GET', '/common-client/registration/rules')
      assert.equal(rules.body.data.open, false)
      now = new Date('2026-09-02T17:59:00+08:00')
      assert.equal((await submit(user.token, form)).status, 200)
    } finally {
      now = saved
    }
  })

  it('answers only to its owner: another user sees none and cannot withdraw it', async () => {
    const owner = await verifiedUser(t.db)
    const other = await verifiedUser(t.db)
    const { id } = (await submit(owner.token, await personForm(t.db, owner))).body.data as PersonRegistration
    assert.equal((await mine(other.token)).body.data, null)
    const withdraw = await call(t.app, 'POST', '/user-central/registration/withdraw', {
      token: other.token,
      body: { id },
      lang: 'en',
    })
    assert.equal(withdraw.status, 404)
    // Seed 001: "Registration information not found for this certificate".
    assert.equal(withdraw.body.msg, 'Registration information not found for this certificate')
    assert.equal((await mine(owner.token)).body.data?.id, id)
  })

  it('is modified and resubmitted only after not approved; under review it stays as it is', async () => {
    const user = await verifiedUser(t.db)
    const { id } = (await submit(user.token, await personForm(t.db, user))).body.data as PersonRegistration
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.initialReview })
      .where(eq(registrations.id, id))
    const underReview = await submit(user.token, await personForm(t.db, user, { position: '总监' }))
    assert.equal(underReview.body.code, RegistrationCode.alreadyRegistered)
    const withdraw = await call(t.app, 'POST', '/user-central/registration/withdraw', {
      token: user.token,
      body: { id },
    })
    assert.equal(withdraw.body.code, RegistrationCode.notEditable)
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.notApproved, certificateReason: '照片不清晰' })
      .where(eq(registrations.id, id))
    const refused = (await mine(user.token)).body.data!
    assert.deepEqual([refused.canModify, refused.reason], [true, '照片不清晰'])
    assert.match(refused.notice, /照片不清晰.*9月8日 12:00—17:00/)
    const again = await submit(user.token, await personForm(t.db, user, { position: '总监' }))
    const resubmitted = again.body.data as PersonRegistration
    assert.deepEqual(
      [resubmitted.id, resubmitted.certificateStatus, resubmitted.position],
      [id, RegistrationStatus.submitted, '总监'],
    )
    assert.equal(resubmitted.reason, '')
    assert.equal(resubmitted.history.at(-1)?.action, 'resubmitted')
  })

  it('is withdrawn while waiting for review, after which the user may register again', async () => {
    const user = await verifiedUser(t.db)
    const { id } = (await submit(user.token, await personForm(t.db, user))).body.data as PersonRegistration
    assert.equal(
      (await call(t.app, 'POST', '/user-central/registration/withdraw', { token: user.token, body: { id } })).status,
      200,
    )
    assert.equal((await mine(user.token)).body.data, null)
    const info = await call<SignUpInfo>(t.app, 'GET', '/user-central/userSignUp/info', { token: user.token })
    assert.deepEqual(info.body.data, { registered: false, status: 0 })
    assert.equal((await submit(user.token, await personForm(t.db, user))).status, 200)
  })
})

describe('POST /user-central/registration/collection', () => {
  it('fixes the collection method and mailing address once; a change is refused in both languages', async () => {
    const user = await verifiedUser(t.db)
    const { id } = (await submit(user.token, await personForm(t.db, user))).body.data as PersonRegistration
    const choose = (body: object, lang?: 'zh' | 'en') =>
      call(t.app, 'POST', '/user-central/registration/collection', {
        token: user.token,
        body: { registrationId: id, ...body },
        lang,
      })
    const incomplete = await choose({ method: 'express', mailingAddress: '厦门市思明区' })
    assert.deepEqual([incomplete.status, problems(incomplete.body).field], [400, 'mailingContact'])
    const express = {
      method: 'express',
      mailingAddress: '厦门市思明区会展路198号',
      mailingContact: '王小明',
      mailingPhone: '13900001111',
    }
    assert.equal((await choose(express)).status, 200)
    assert.equal((await choose(express)).status, 200)
    const changed = await choose({ ...express, mailingAddress: '厦门市湖里区' }, 'en')
    assert.equal(changed.status, 409)
    assert.equal(changed.body.code, RegistrationCode.collectionLocked)
    assert.equal(changed.body.msg, 'The collection method and mailing address cannot be changed after submission')
    assert.equal((await choose({ method: 'onSite' }, 'zh')).body.msg, '提交后证件领取方式和邮寄地址不能更改')
    const registration = (await mine(user.token)).body.data!
    assert.deepEqual(
      [registration.collection?.method, registration.collection?.mailingAddress],
      ['express', express.mailingAddress],
    )
    // A resubmission may not change it either.
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.notApproved })
      .where(eq(registrations.id, id))
    const resubmit = await submit(user.token, await personForm(t.db, user, { collection: { method: 'onSite' } }))
    assert.equal(resubmit.body.code, RegistrationCode.collectionLocked)
  })
})

describe('registration drafts', () => {
  it('keeps a draft per form without its ID numbers, lists, reads and deletes it', async () => {
    const user = await verifiedUser(t.db)
    const data = { name: '王小明', idNumber: user.idNumber, members: [{ name: '张三', idNumber: user.idNumber }] }
    const saved = await call<Draft>(t.app, 'POST', '/user-central/registration/draft/save', {
      token: user.token,
      body: { form: 'group', data },
    })
    assert.deepEqual(saved.body.data.data, { name: '王小明', members: [{ name: '张三' }] })
    const kept = await t.db
      .select({ data: registrationDrafts.data })
      .from(registrationDrafts)
      .where(eq(registrationDrafts.userId, user.id))
    assert.ok(!JSON.stringify(kept).includes(user.idNumber))
    const listed = await call<Draft[]>(t.app, 'GET', '/user-central/registration/drafts', { token: user.token })
    assert.deepEqual(
      listed.body.data.map((d) => d.form),
      ['group'],
    )
    const other = await verifiedUser(t.db)
    assert.equal(
      (await call(t.app, 'GET', '/user-central/registration/draft?form=group', { token: other.token })).body.data,
      null,
    )
    await call(t.app, 'POST', '/user-central/registration/draft/delete', { token: user.token, body: { form: 'group' } })
    assert.equal(
      (await call(t.app, 'GET', '/user-central/registration/draft?form=group', { token: user.token })).body.data,
      null,
    )
    const badForm = await call(t.app, 'POST', '/user-central/registration/draft/save', {
      token: user.token,
      body: { form: 'x', data: {} },
    })
    assert.equal(badForm.status, 400)
  })
})

describe('GET /common-client/registration/rules', () => {
  it('answers the deadline, the on-site service hours and the promises on the fair clock', async () => {
    const zh = await call<RegistrationRules>(t.app, 'GET', '/common-client/registration/rules')
    const rules = zh.body.data
    assert.equal(rules.deadline, Date.parse('2026-09-02T18:00:00+08:00'))
    assert.equal(rules.open, true)
    assert.equal(rules.now, now.getTime())
    assert.deepEqual(
      rules.serviceHours.map((h) => [h.date, h.opens, h.closes]),
      [
        ['2026-09-08', '12:00', '17:00'],
        ['2026-09-09', '09:00', '17:00'],
        ['2026-09-10', '09:00', '17:00'],
        ['2026-09-11', '09:00', '12:00'],
      ],
    )
    assert.equal(rules.serviceHours[1].label, '9月9日 09:00或10:00—17:00')
    assert.deepEqual([rules.replyWithinHours, rules.exhibitorContactWorkingDays], [72, { min: 2, max: 14 }])
    const en = await call<RegistrationRules>(t.app, 'GET', '/common-client/registration/rules', { lang: 'en' })
    assert.equal(en.body.data.serviceHours[3].label, '11 September 09:00 to 12:00')
    assert.equal(en.body.data.notices.groupCollection, "A group's badges are collected by its contact person only")
  })

  it('answers the options of every select, the exhibitions with their areas', async () => {
    const answer = await call<{
      idTypes: { value: string }[]
      exhibitions: { areas: unknown[] }[]
      industries: unknown[]
    }>(t.app, 'GET', '/common-client/registration/options', { lang: 'en' })
    assert.equal(answer.body.data.idTypes[0].value, 'idCard')
    assert.ok(answer.body.data.exhibitions.length > 0 && answer.body.data.exhibitions[0].areas.length > 0)
    assert.ok(answer.body.data.industries.length > 0)
  })
})
