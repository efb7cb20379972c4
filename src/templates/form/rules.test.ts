import { isEmail } from '@/contract/validators'
import { check, keptFieldNames, sameAs, submittedValues, validateFields } from './rules'
import type { FieldSpec } from './types'

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
    required: 'account.realname.error.company',
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
      company: { key: 'account.realname.error.company' },
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
    expect(keptFieldNames(fields)).toEqual(['email', 'company'])
  })
})
