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
      label: 'bindEmail.email',
      placeholder: 'bindEmail.emailPlaceholder',
      required: 'bindEmail.invalidEmail',
      rules: [check(isEmail, 'bindEmail.invalidEmail')],
    },
    {
      kind: 'code',
      name: 'code',
      label: 'bindEmail.code',
      placeholder: 'bindEmail.codePlaceholder',
      required: 'bindEmail.invalidCode',
      rules: [check(isVerificationCode, 'bindEmail.invalidCode')],
      target: 'email',
      send,
      sent: 'bindEmail.codeSent',
      hint: { text: 'bindEmail.noCode', open: () => void navigate('captchaDesc') },
    },
    {
      kind: 'agreement',
      name: 'agreed',
      required: 'bindEmail.mustAgree',
      testId: 'bind-email-agree',
      parts: [
        { text: 'bindEmail.agreePrefix' },
        { text: 'bindEmail.userAgreement', open: () => void navigate('protocol', { type: 'user' }) },
        { text: 'bindEmail.and' },
        { text: 'bindEmail.privacyPolicy', open: () => void navigate('protocol', { type: 'privacy' }) },
      ],
    },
  ]
}
