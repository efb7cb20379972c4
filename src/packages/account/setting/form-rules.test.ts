import { validateFields } from '@/templates/form'
import { bindEmailFields } from '../bind-email/bind-email-form'
import { passwordFields } from '../edit-password/password-form'
import { FEEDBACK_FIELDS } from '../feedback/feedback-form'

describe('password form rules', () => {
  it('flags each missing character class as a format error', () => {
    for (const weak of ['fair#2026', 'FAIR#2026', 'Fair#Expo', 'Fair2026x', 'Fa#1']) {
      expect(validateFields(passwordFields(true), { oldPassword: 'x', newPassword: weak, repeat: weak })).toEqual({
        newPassword: { key: 'account.password.formatIncorrect' },
      })
    }
  })

  it('flags a repeat that differs, and a missing old password only when one is set', () => {
    expect(
      validateFields(passwordFields(true), { oldPassword: '', newPassword: 'Fair#2026', repeat: 'Fair#2025' }),
    ).toEqual({
      oldPassword: { key: 'account.password.oldRequired' },
      repeat: { key: 'account.password.mismatch' },
    })
    expect(
      validateFields(passwordFields(false), { oldPassword: '', newPassword: 'Fair#2026', repeat: 'Fair#2026' }),
    ).toEqual({})
  })
})

describe('bind email form rules', () => {
  it('needs a correct address, a 6-digit code and the agreements', () => {
    const fields = bindEmailFields(jest.fn())
    expect(validateFields(fields, { email: 'a@b', code: '12', agreed: false })).toEqual({
      email: { key: 'account.bindEmail.invalidEmail' },
      code: { key: 'account.bindEmail.invalidCode' },
      agreed: { key: 'account.bindEmail.mustAgree' },
    })
    expect(validateFields(fields, { email: 'visitor@expo.cn', code: '123456', agreed: false })).toEqual({
      agreed: { key: 'account.bindEmail.mustAgree' },
    })
    expect(validateFields(fields, { email: 'visitor@expo.cn', code: '123456', agreed: true })).toEqual({})
  })
})

describe('feedback form rules', () => {
  it('needs a type and a non-blank description of at most 500 characters', () => {
    expect(validateFields(FEEDBACK_FIELDS, { type: '', content: '  ', contact: '' })).toEqual({
      type: { key: 'account.feedback.typeRequired' },
      content: { key: 'account.feedback.descriptionRequired' },
    })
    expect(validateFields(FEEDBACK_FIELDS, { type: 'other', content: '展'.repeat(19), contact: '' })).toEqual({
      content: { key: 'account.feedback.tooShort', params: { min: 20 } },
    })
    expect(validateFields(FEEDBACK_FIELDS, { type: 'other', content: '展'.repeat(501), contact: '' })).toEqual({
      content: { key: 'account.feedback.tooLong', params: { max: 500 } },
    })
    expect(validateFields(FEEDBACK_FIELDS, { type: 'other', content: '展'.repeat(500), contact: '' })).toEqual({})
  })
})
