import { codeError } from '@/features/auth/login-form'
import type { MessageKey } from '@/i18n'
import { isEmail } from '@/utils/validators'

export interface BindEmailFields {
  email: string
  code: string
  agreed: boolean
}

export type BindEmailErrors = Partial<Record<keyof BindEmailFields, MessageKey>>

export function emailError(email: string): MessageKey | null {
  return isEmail(email) ? null : 'bindEmail.invalidEmail'
}

/** The message under each field; the agreements must be ticked (seed 001 section 5). Empty when it can be sent. */
export function bindEmailErrors(fields: BindEmailFields): BindEmailErrors {
  const errors: BindEmailErrors = {}
  const email = emailError(fields.email)
  if (email) errors.email = email
  if (codeError(fields.code)) errors.code = 'bindEmail.invalidCode'
  if (!fields.agreed) errors.agreed = 'bindEmail.mustAgree'
  return errors
}
