import type { SendLoginCodeResult } from '@/contract/account'
import { isEmail, isVerificationCode } from '@/contract/validators'
import { navigate } from '@/routes/navigate'
import { check, type FieldSpec } from '@/templates/form'

export type BindEmailValues = { email: string; code: string; agreed: boolean }

export const EMPTY_BIND_EMAIL: BindEmailValues = { email: '', code: '', agreed: false }

/** A correct address, the 6-digit code sent to it, and the agreements accepted (seed 001 section 5). */
export function bindEmailFields(send: (email: string) => Promise<SendLoginCodeResult>): FieldSpec<BindEmailValues>[] {
  return [
    {
      kind: 'email',
      name: 'email',
      label: 'account.bindEmail.email',
      placeholder: 'account.bindEmail.emailPlaceholder',
      required: 'account.bindEmail.invalidEmail',
      rules: [check(isEmail, 'account.bindEmail.invalidEmail')],
    },
    {
      kind: 'code',
      name: 'code',
      label: 'account.bindEmail.code',
      placeholder: 'account.bindEmail.codePlaceholder',
      required: 'account.bindEmail.invalidCode',
      rules: [check(isVerificationCode, 'account.bindEmail.invalidCode')],
      target: 'email',
      send,
      sent: 'account.bindEmail.codeSent',
      hint: { text: 'account.bindEmail.noCode', open: () => void navigate('captchaDesc') },
    },
    {
      kind: 'agreement',
      name: 'agreed',
      required: 'account.bindEmail.mustAgree',
      testId: 'bind-email-agree',
      parts: [
        { text: 'account.bindEmail.agreePrefix' },
        { text: 'account.bindEmail.userAgreement', open: () => void navigate('protocol', { type: 'user' }) },
        { text: 'account.bindEmail.and' },
        { text: 'account.bindEmail.privacyPolicy', open: () => void navigate('protocol', { type: 'privacy' }) },
      ],
    },
  ]
}
