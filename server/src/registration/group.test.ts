import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import { MEMBER_COLUMNS, memberSheetHeader, readMemberSheet } from './member-sheet'
import { groupMembers, registrations } from './schema'
import { groupForm, makeIdNumber, memberForm, multipart, verifiedUser } from './testing'
import type {
  FieldProblems,
  GroupMember,
  GroupRegistration,
  MemberImportResult,
  MemberSheetRead,
} from '../../../src/contract/registration'
import { MEMBER_SHEET_COLUMNS, RegistrationCode, RegistrationStatus } from '../../../src/contract/registration.codes'
import { call, freshUser, HAN, withTestApp } from '../test-app'

let now = new Date('2026-08-25T09:00:00+08:00')
const t = withTestApp({ clock: () => now })

const submit = (token: string, body: unknown, lang?: 'zh' | 'en') =>
  call<GroupRegistration | FieldProblems>(t.app, 'POST', '/user-central/registration/group/submit', {
    token,
    body,
    lang,
  })
const member = (action: 'add' | 'edit' | 'remove', token: string, body: object, lang?: 'zh' | 'en') =>
  call<GroupMember[] | FieldProblems>(t.app, 'POST', `/user-central/registration/group/member/${action}`, {
    token,
    body,
    lang,
  })
const problems = (body: { data: unknown }) => body.data as FieldProblems

/** Posts a sheet as the app does: to the import of a registered group, or to the read of a form not yet sent. */
async function postSheet(url: string, token: string, content: Buffer, filename: string, lang = 'en') {
  const form = multipart([{ filename, type: 'application/octet-stream', content }])
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, accesstoken: token, lang },
    payload: form.payload,
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: unknown } }
}

const importSheet = (token: string, registrationId: number, content: Buffer, filename: string, lang = 'en') =>
  postSheet(
    `/user-central/registration/group/member/import?registrationId=${registrationId}`,
    token,
    content,
    filename,
    lang,
  )

const readSheet = (token: string, content: Buffer, filename: string, lang = 'en') =>
  postSheet('/user-central/registration/group/member/read', token, content, filename, lang)

/** The members template as the app gets it: a link with the language in its query, or the `lang` header. */
async function template(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/common-client/registration/group/member/template${query}`,
    headers,
  })
  return { status: response.statusCode, headers: response.headers, content: response.rawPayload }
}

/** The rows of a workbook's first sheet, as text. */
async function sheetRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(content as unknown as ArrayBuffer)
  const rows: string[][] = []
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell))))
  return rows
}

/** A verified contact's group registered with `members` (none by default). */
async function registeredGroup(values: Parameters<typeof groupForm>[2] = {}) {
  const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
  const answer = await submit(contact.token, await groupForm(t.db, contact, values))
  assert.equal(answer.status, 200, answer.body.msg)
  return { contact, group: answer.body.data as GroupRegistration }
}

describe('POST /user-central/registration/group/submit', () => {
  it('registers a group by its verified contact with three members and express delivery of its badges', async () => {
    const express = {
      method: 'express' as const,
      mailingAddress: '福建省厦门市思明区会展路198号',
      mailingContact: '陈晓梅',
      mailingPhone: '13900001111',
    }
    const { group } = await registeredGroup({
      members: [
        memberForm(1),
        memberForm(2, { name: '李四', gender: 'female', idNumber: makeIdNumber('19850505', 4) }),
        memberForm(3),
      ],
      collection: express,
    })
    assert.equal(group.certificateStatus, RegistrationStatus.submitted)
    assert.deepEqual(
      group.members.map((m) => [m.name, m.idNumber.length, m.idNumber.includes('*')]),
      [
        ['张三丰', 18, true],
        ['李四', 18, true],
        ['张三丰', 18, true],
      ],
    )
    assert.deepEqual(group.collection && [group.collection.method, group.collection.mailingAddress], [
      'express',
      express.mailingAddress,
    ])
    assert.equal(group.collection?.expressNumber, '')
  })

  it("refuses a contact other than the verified user, and each member's problems beside the member", async () => {
    const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
    const wrongContact = await submit(contact.token, await groupForm(t.db, contact, { contactName: '王五' }), 'en')
    assert.deepEqual(
      [problems(wrongContact.body).field, problems(wrongContact.body).problem],
      ['contactName', 'identityMismatch'],
    )
    const cases: [object, string, string][] = [
      [{ members: [memberForm(5), memberForm(6, { idNumber: '123' })] }, 'members.1.idNumber', 'idNumber'],
      [{ members: [memberForm(5), memberForm(5)] }, 'members.1.idNumber', 'duplicateMember'],
      [{ memberCount: 1, members: [memberForm(5), memberForm(6)] }, 'members', 'tooManyMembers'],
      [{ fortune500: undefined }, 'fortune500', 'required'],
      [{ unitIntroduction: '介'.repeat(201) }, 'unitIntroduction', 'description'],
      [{ collection: { method: '' } }, 'collection.method', 'required'],
      [
        {
          departureTime: Date.parse('2026-09-08T10:00:00+08:00'),
          arrivalTime: Date.parse('2026-09-09T10:00:00+08:00'),
        },
        'departureTime',
        'dateOrder',
      ],
      [{ memberCount: 0 }, 'memberCount', 'required'],
      [{ members: [{ ...memberForm(7), name: 'Zhang' }] }, 'members.0.name', 'chineseName'],
    ]
    for (const [values, field, problem] of cases) {
      const answer = await submit(contact.token, await groupForm(t.db, contact, values), 'en')
      assert.equal(answer.status, 400, JSON.stringify(values))
      assert.deepEqual(
        [problems(answer.body).field, problems(answer.body).problem],
        [field, problem],
        JSON.stringify(values),
      )
    }
    const zh = await submit(contact.token, await groupForm(t.db, contact, { unitIntroduction: '介'.repeat(201) }))
    assert.equal(zh.body.msg, '描述不能超过200字')
  })

  it('makes one group of two submitted at once', async () => {
    const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
    const form = await groupForm(t.db, contact)
    const answers = await Promise.all([submit(contact.token, form), submit(contact.token, form)])
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409])
    assert.equal(await t.db.$count(registrations, eq(registrations.userId, contact.id)), 1)
  })

  it('keeps its members on a resubmission that leaves them out', async () => {
    const { contact, group } = await registeredGroup({ members: [memberForm(8)] })
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.notApproved })
      .where(eq(registrations.id, group.id))
    const again = await submit(
      contact.token,
      await groupForm(t.db, contact, { remarks: '已补充材料', members: undefined }),
    )
    const resubmitted = again.body.data as GroupRegistration
    assert.deepEqual([resubmitted.remarks, resubmitted.members.length], ['已补充材料', 1])
  })
})

describe('group members', () => {
  it('are added within the member count, edited and removed by the contact only', async () => {
    const { contact, group } = await registeredGroup({ memberCount: 2, members: [memberForm(10)] })
    const added = await member('add', contact.token, { registrationId: group.id, member: memberForm(11) })
    assert.equal(added.status, 200)
    const list = added.body.data as GroupMember[]
    assert.equal(list.length, 2)
    const full = await member('add', contact.token, { registrationId: group.id, member: memberForm(12) }, 'en')
    assert.deepEqual([full.status, problems(full.body).field], [400, 'members'])
    const edited = await member('edit', contact.token, {
      memberId: list[1].id,
      member: memberForm(11, { position: '董事长' }),
    })
    assert.equal((edited.body.data as GroupMember[])[1].position, '董事长')
    const duplicate = await member('edit', contact.token, { memberId: list[1].id, member: memberForm(10) }, 'en')
    assert.deepEqual(
      [problems(duplicate.body).field, duplicate.body.msg],
      ['member.idNumber', "This ID number is already on the group's list"],
    )
    const stranger = await verifiedUser(t.db)
    assert.equal((await member('remove', stranger.token, { memberId: list[1].id })).status, 404)
    assert.equal(
      (await member('add', stranger.token, { registrationId: group.id, member: memberForm(13) })).status,
      404,
    )
    const removed = await member('remove', contact.token, { memberId: list[1].id })
    assert.equal((removed.body.data as GroupMember[]).length, 1)
  })

  it('stay as they are once review has taken the group up, and after the deadline', async () => {
    const { contact, group } = await registeredGroup()
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.initialReview })
      .where(eq(registrations.id, group.id))
    const locked = await member('add', contact.token, { registrationId: group.id, member: memberForm(14) })
    assert.deepEqual([locked.status, locked.body.code], [409, RegistrationCode.notEditable])
    await t.db
      .update(registrations)
      .set({ certificateStatus: RegistrationStatus.submitted })
      .where(eq(registrations.id, group.id))
    const saved = now
    now = new Date('2026-09-03T09:00:00+08:00')
    try {
      const closed = await member('add', contact.token, { registrationId: group.id, member: memberForm(14) })
      assert.equal(closed.body.code, RegistrationCode.deadlinePassed)
    } finally {
      now = saved
    }
  })

  it('are imported from a CSV sheet with Chinese headers, the ID card giving birth date and gender', async () => {
    const { contact, group } = await registeredGroup({ memberCount: 10 })
    const csv = [
      '姓名,证件类型,证件号码,职务,城市',
      `王芳,居民身份证,${makeIdNumber('19920304', 20)},"经理, 采购",厦门`,
      `"周杰",idCard,${makeIdNumber('19800101', 21)},总经理,福州`,
    ].join('\r\n')
    const answer = await importSheet(contact.token, group.id, Buffer.from(`\uFEFF${csv}`), 'members.csv')
    assert.equal(answer.status, 200, answer.body.msg)
    const result = answer.body.data as MemberImportResult
    assert.equal(result.added, 2)
    assert.deepEqual(
      result.members.map((m) => [m.name, m.birthDate, m.gender, m.position]),
      [
        ['王芳', '1992-03-04', 'female', '经理, 采购'],
        ['周杰', '1980-01-01', 'male', '总经理'],
      ],
    )
  })

  it('are imported as plain text: terminal commands dropped, control characters and line breaks as spaces', async () => {
    const { contact, group } = await registeredGroup({ memberCount: 10 })
    const csv = [
      'name,idType,idNumber,position',
      `王芳\u0000,idCard,${makeIdNumber('19920304', 24)},"\u001b[31m采购\u001b[0m\n经理\u0007"`,
    ].join('\n')
    const answer = await importSheet(contact.token, group.id, Buffer.from(csv), 'members.csv')
    assert.equal(answer.status, 200, answer.body.msg)
    assert.deepEqual(
      (answer.body.data as MemberImportResult).members.map((m) => [m.name, m.position]),
      [['王芳', '采购 经理']],
    )
  })

  it('are imported from an XLSX workbook', async () => {
    const { contact, group } = await registeredGroup({ memberCount: 10 })
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('members')
    sheet.addRow(['name', 'idType', 'idNumber', 'birthDate', 'gender', 'nationality'])
    sheet.addRow(['John Smith', 'passport', 'E12345678', new Date(Date.UTC(1975, 5, 1)), 'male', 'United Kingdom'])
    sheet.addRow(['刘洋', '身份证', makeIdNumber('19900909', 23), '', '', ''])
    const content = Buffer.from(await workbook.xlsx.writeBuffer())
    const answer = await importSheet(contact.token, group.id, content, 'members.xlsx')
    assert.equal(answer.status, 200, answer.body.msg)
    assert.deepEqual(
      (answer.body.data as MemberImportResult).members.map((m) => [m.name, m.idType, m.birthDate]),
      [
        ['John Smith', 'passport', '1975-06-01'],
        ['刘洋', 'idCard', '1990-09-09'],
      ],
    )
  })

  it('are not imported at all when a row has a problem, which is named with its row', async () => {
    const { contact, group } = await registeredGroup({ memberCount: 10, members: [memberForm(30)] })
    const csv = [
      'name,idType,idNumber',
      `王芳,idCard,${makeIdNumber('19920304', 31)}`,
      `张伟,idCard,12345`,
      `李强,idCard,${memberForm(30).idNumber}`,
    ].join('\n')
    const en = await importSheet(contact.token, group.id, Buffer.from(csv), 'members.csv')
    assert.equal(en.status, 400)
    assert.equal(en.body.msg, 'Row 3: Please enter a valid ID number for the ID type')
    const data = en.body.data as FieldProblems
    assert.deepEqual(
      data.problems.map((p) => [p.row, p.field, p.problem]),
      [
        [3, 'idNumber', 'idNumber'],
        [3, 'birthDate', 'required'],
        [3, 'gender', 'required'],
        [4, 'idNumber', 'duplicateMember'],
      ],
    )
    const zh = await importSheet(contact.token, group.id, Buffer.from(csv), 'members.csv', 'zh')
    assert.ok(HAN.test(zh.body.msg))
    assert.equal(await t.db.$count(groupMembers, eq(groupMembers.registrationId, group.id)), 1)
  })

  it('refuse a file that is not a sheet, a sheet without its header, and no file at all', async () => {
    const { contact, group } = await registeredGroup()
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')
    const notSheet = await importSheet(
      contact.token,
      group.id,
      Buffer.concat([png, Buffer.from([0xff, 0xfe])]),
      'x.csv',
    )
    assert.deepEqual(
      [notSheet.status, notSheet.body.msg],
      [400, 'The sheet cannot be read; upload a CSV (UTF-8) or XLSX file'],
    )
    const noHeader = await importSheet(contact.token, group.id, Buffer.from('a,b\n1,2'), 'x.csv')
    assert.equal(noHeader.status, 400)
    const json = await call(
      t.app,
      'POST',
      `/user-central/registration/group/member/import?registrationId=${group.id}`,
      {
        token: contact.token,
        body: {},
      },
    )
    assert.ok(json.status >= 400 && json.status < 500)
  })

  it('are read only for the contact of an editable group, and never from a workbook that inflates beyond a list', async () => {
    const { contact, group } = await registeredGroup()
    // 6 MB of zeros in an archive of a few KB: a zip bomb, in small.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(6 * 1024 * 1024) }))
    const stranger = await freshUser(t.db)
    const foreign = await importSheet(stranger.token, group.id, bomb, 'members.xlsx')
    assert.equal(foreign.status, 404)
    const own = await importSheet(contact.token, group.id, bomb, 'members.xlsx')
    assert.deepEqual(
      [own.status, own.body.msg],
      [413, 'The workbook holds too much to be a member list; keep only the members (at most 200 rows)'],
    )
  })
})

describe('GET /common-client/registration/group/member/template', () => {
  for (const lang of ['zh', 'en'] as const)
    it(`heads its sheet with exactly the columns the import reads, in the asker's language, and imports (${lang})`, async () => {
      const answer = await template(`?lang=${lang}`)
      assert.equal(answer.status, 200)
      assert.match(String(answer.headers['content-type']), /spreadsheetml/)
      assert.match(String(answer.headers['content-disposition']), /^attachment; filename="[\w-]+\.xlsx"/)
      const [header, example, ...more] = await sheetRows(answer.content)
      // Every column the import reads, once, in its order: the Chinese labels, or in English the field names.
      assert.deepEqual(header, memberSheetHeader(lang))
      assert.deepEqual(
        header,
        Object.values(MEMBER_SHEET_COLUMNS).map(([name, chinese]) => (lang === 'zh' ? chinese : name)),
      )
      assert.equal(header.length, MEMBER_COLUMNS.length)
      assert.deepEqual(more, [], 'one example row')
      // The import finds every column of the header: the example's every cell reaches its field.
      const [read] = await readMemberSheet(answer.content)
      for (const column of MEMBER_COLUMNS) assert.notEqual(read.member[column], '', column)
      assert.equal(read.member.name, example[0])

      // Filled in with its example row alone, it imports without errors.
      const { contact, group } = await registeredGroup({ memberCount: 5 })
      const imported = await importSheet(contact.token, group.id, answer.content, 'template.xlsx', lang)
      assert.equal(imported.status, 200, imported.body.msg)
      const { added, members } = imported.body.data as MemberImportResult
      assert.equal(added, 1)
      assert.deepEqual(
        [members[0].name, members[0].idType, members[0].birthDate],
        lang === 'zh' ? ['王小梅', 'idCard', '1949-12-31'] : ['John Smith', 'passport', '1980-05-20'],
      )
    })

  it('takes the language of the lang header when its query names none, and is the same for a guest and a user', async () => {
    const [english, chinese] = await Promise.all([template('', { lang: 'en' }), template('')])
    assert.deepEqual((await sheetRows(english.content))[0], memberSheetHeader('en'))
    assert.deepEqual((await sheetRows(chinese.content))[0], memberSheetHeader('zh'))
    const contact = await verifiedUser(t.db)
    const signedIn = await template('?lang=zh', { accesstoken: contact.token })
    assert.deepEqual(signedIn.content, chinese.content)
    assert.equal((await template('?lang=fr')).status, 400)
  })
})

describe('POST /user-central/registration/group/member/read', () => {
  it('answers the members of a sheet for a form not yet sent, whole, and keeps nothing', async () => {
    const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
    const csv = [
      '姓名,证件类型,证件号码,出生日期,性别,国籍,职务,省份,城市',
      `王芳,居民身份证,${makeIdNumber('19920304', 40)},,,,经理,福建省,厦门市`,
      'John Smith,Passport,e12345678,1975-06-01,M,United Kingdom,Director,,',
    ].join('\n')
    const answer = await readSheet(contact.token, Buffer.from(csv), 'members.csv')
    assert.equal(answer.status, 200, answer.body.msg)
    const { members } = answer.body.data as MemberSheetRead
    assert.deepEqual(
      members.map((m) => [m.name, m.idType, m.idNumber, m.birthDate, m.gender, m.nationality, m.province, m.city]),
      [
        ['王芳', 'idCard', makeIdNumber('19920304', 40), '1992-03-04', 'female', '', '福建省', '厦门市'],
        ['John Smith', 'passport', 'E12345678', '1975-06-01', 'male', 'United Kingdom', '', ''],
      ],
    )
    assert.equal(await t.db.$count(registrations, eq(registrations.userId, contact.id)), 0)
  })

  it('refuses rows with problems by row, a visitor, an unverified user and a read after the deadline', async () => {
    const contact = await verifiedUser(t.db)
    const csv = ['name,idType,idNumber', `王芳,idCard,${makeIdNumber('19920304', 41)}`, '张伟,idCard,12345'].join('\n')
    const refused = await readSheet(contact.token, Buffer.from(csv), 'members.csv')
    assert.deepEqual([refused.status, refused.body.msg], [400, 'Row 3: Please enter a valid ID number for the ID type'])
    const unverified = await freshUser(t.db)
    const notVerified = await readSheet(unverified.token, Buffer.from(csv), 'members.csv')
    assert.deepEqual([notVerified.status, notVerified.body.code], [403, RegistrationCode.realNameRequired])
    const visitor = await call(t.app, 'POST', '/user-central/registration/group/member/read', { body: {} })
    assert.equal(visitor.body.code, 30000)
    const saved = now
    now = new Date('2026-09-03T09:00:00+08:00')
    try {
      const closed = await readSheet(contact.token, Buffer.from(csv), 'members.csv')
      assert.equal(closed.body.code, RegistrationCode.deadlinePassed)
    } finally {
      now = saved
    }
  })
})
