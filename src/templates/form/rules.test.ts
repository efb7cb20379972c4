import { isEmail } from '@/contract/validators'
import { groupField, regionField } from './rich-fields'
import { check, draftOf, restoreDraft, sameAs, submittedValues, uploadRefusal, validateFields } from './rules'
import type { FieldSpec, FormValues } from './types'

type Values = { email: string; company: string; password: string; repeat: string; idNumber: string; agreed: boolean }

const initial: Values = { email: '', company: '', password: '', repeat: '', idNumber: '', agreed: false }

const fields: FieldSpec<Values>[] = [
  {
    kind: 'email',
    name: 'email',
    required: 'account.bindEmail.invalidEmail',
    rules: [check(isEmail, 'account.bindEmail.invalidEmail')],
  },
  {
    kind: 'text',
    name: 'company',
    required: 'account.realname.problem.company',
    visible: (values) => values.email !== '',
  },
  { kind: 'password', name: 'password' },
  { kind: 'password', name: 'repeat', rules: [sameAs('password', 'account.password.mismatch')] },
  { kind: 'idcard', name: 'idNumber' },
  { kind: 'agreement', name: 'agreed', required: 'account.bindEmail.mustAgree', parts: [] },
  { kind: 'display', name: 'phone', label: 'account.realname.phone', text: '139****9000' },
]

describe('form rules', () => {
  it('asks for required fields, then runs the rules of filled-in ones, skipping hidden fields', () => {
    expect(validateFields(fields, initial)).toEqual({
      email: { key: 'account.bindEmail.invalidEmail' },
      agreed: { key: 'account.bindEmail.mustAgree' },
    })
    expect(validateFields(fields, { ...initial, email: 'a@b', repeat: 'x', agreed: true })).toEqual({
      email: { key: 'account.bindEmail.invalidEmail' },
      company: { key: 'account.realname.problem.company' },
      repeat: { key: 'account.password.mismatch' },
    })
  })

  it('check carries the parameters of its message', () => {
    expect(check(() => false, 'account.feedback.tooLong', { max: 500 })('x', initial)).toEqual({
      key: 'account.feedback.tooLong',
      params: { max: 500 },
    })
  })

  it('sends hidden fields as they started', () => {
    expect(submittedValues(fields, { ...initial, company: 'Expo' }, initial)).toEqual(initial)
  })

  it('never keeps passwords, ID numbers, codes or ticks in a draft', () => {
    const typed = {
      email: 'a@b.cn',
      company: 'Expo',
      password: 'Fair#2026',
      repeat: 'Fair#2026',
      idNumber: '11010519491231002X',
      agreed: true,
    }
    expect(draftOf(fields, typed)).toEqual({ email: 'a@b.cn', company: 'Expo' })
  })
})

describe('a repeatable group of fields', () => {
  type Member = { name: string; idNumber: string; region: string[] }
  type GroupValues = { title: string; members: Member[] }
  const empty: Member = { name: '', idNumber: '', region: [] }
  const memberFields: FieldSpec<FormValues>[] = [
    { kind: 'text', name: 'name', required: 'account.realname.problem.realName' },
    { kind: 'idcard', name: 'idNumber', required: 'account.realname.idNumberRequired' },
    regionField({ name: 'region', levels: 2, source: { children: async () => [] } }),
  ]
  const groupFields: FieldSpec<GroupValues>[] = [
    { kind: 'text', name: 'title' },
    groupField({
      name: 'members',
      required: 'account.realname.problem.realName',
      fields: memberFields,
      empty,
      entryLabel: 'form.choose',
      addLabel: 'form.choose',
    }),
  ]
  const start: GroupValues = { title: '', members: [] }

  it("asks for an entry when it needs one, and puts an entry's messages under members.<index>.<field>", () => {
    expect(validateFields(groupFields, start)).toEqual({ members: { key: 'account.realname.problem.realName' } })
    const two = { ...start, members: [{ ...empty, name: 'Li Lei', idNumber: '110105194912310029' }, empty] }
    expect(validateFields(groupFields, two)).toEqual({
      'members.1.name': { key: 'account.realname.problem.realName' },
      'members.1.idNumber': { key: 'account.realname.idNumberRequired' },
    })
  })

  it('keeps entries in a draft without their ID numbers, and restores them from the empty entry', () => {
    const typed = { title: 'Delegation', members: [{ name: 'Li Lei', idNumber: '110105194912310029', region: ['35'] }] }
    const draft = draftOf(groupFields, typed)
    expect(draft).toEqual({ title: 'Delegation', members: [{ name: 'Li Lei', region: ['35'] }] })
    expect(restoreDraft(groupFields, start, JSON.parse(JSON.stringify(draft)))).toEqual({
      title: 'Delegation',
      members: [{ name: 'Li Lei', idNumber: '', region: ['35'] }],
    })
  })

  it('takes nothing from a stored draft of another shape', () => {
    expect(restoreDraft(groupFields, start, { title: 3, members: 'x' } as unknown as Partial<GroupValues>)).toEqual(
      start,
    )
  })
})

describe('an upload', () => {
  const MB = 1024 * 1024

  it('takes pictures or videos one kind at a time, each within its size', () => {
    expect(uploadRefusal([], [{ kind: 'image', size: MB }], MB)).toBeUndefined()
    expect(uploadRefusal(['image'], [{ kind: 'image', size: 10 }], MB)).toBeUndefined()
    expect(uploadRefusal(['image'], [{ kind: 'video', size: 10 }], MB)).toEqual({ key: 'form.upload.oneKind' })
    expect(
      uploadRefusal(
        [],
        [
          { kind: 'image', size: 10 },
          { kind: 'video', size: 10 },
        ],
        MB,
      ),
    ).toEqual({
      key: 'form.upload.oneKind',
    })
    expect(uploadRefusal([], [{ kind: 'image', size: MB + 1 }], MB)).toEqual({
      key: 'form.upload.tooLarge',
      params: { size: '1MB' },
    })
  })
})
