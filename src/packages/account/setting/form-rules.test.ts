import { bindEmailErrors } from '../bind-email/bind-email-form'
import { passwordErrors } from '../edit-password/password-form'
import { feedbackErrors } from '../feedback/feedback-form'

describe('password form rules', () => {
  it('flags each missing character class as a format error', () => {
    for (const weak of ['fair#2026', 'FAIR#2026', 'Fair#Expo', 'Fair2026x', 'Fa#1']) {
      expect(passwordErrors({ oldPassword: 'x', newPassword: weak, repeat: weak }, true)).toEqual({
        newPassword: 'password.formatIncorrect',
      })
    }
  })

  it('flags a repeat that differs, and a missing old password only when one is set', () => {
    expect(passwordErrors({ oldPassword: '', newPassword: 'Fair#2026', repeat: 'Fair#2025' }, true)).toEqual({
      oldPassword: 'password.oldRequired',
      repeat: 'password.mismatch',
    })
    expect(passwordErrors({ oldPassword: '', newPassword: 'Fair#2026', repeat: 'Fair#2026' }, false)).toEqual({})
  })
})

describe('bind email form rules', () => {
  it('needs a correct address, a 6-digit code and the agreements', () => {
    expect(bindEmailErrors({ email: 'a@b', code: '12', agreed: false })).toEqual({
      email: 'bindEmail.invalidEmail',
      code: 'bindEmail.invalidCode',
      agreed: 'bindEmail.mustAgree',
    })
    expect(bindEmailErrors({ email: 'visitor@expo.cn', code: '123456', agreed: false })).toEqual({
      agreed: 'bindEmail.mustAgree',
    })
    expect(bindEmailErrors({ email: 'visitor@expo.cn', code: '123456', agreed: true })).toEqual({})
  })
})

describe('feedback form rules', () => {
  it('needs a type and a non-blank description of at most 500 characters', () => {
    expect(feedbackErrors({ type: null, content: '  ', contact: '' })).toEqual({
      type: 'feedback.typeRequired',
      content: 'feedback.descriptionRequired',
    })
    expect(feedbackErrors({ type: 'other', content: '展'.repeat(501), contact: '' })).toEqual({
      content: 'feedback.tooLong',
    })
    expect(feedbackErrors({ type: 'other', content: '展'.repeat(500), contact: '' })).toEqual({})
  })
})
