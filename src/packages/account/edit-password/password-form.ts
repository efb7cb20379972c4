import type { MessageKey } from '@/i18n'
import { isRequired, isValidPassword, passwordsMatch } from '@/utils/validators'

export interface PasswordFields {
  oldPassword: string
  newPassword: string
  repeat: string
}

export type PasswordErrors = Partial<Record<keyof PasswordFields, MessageKey>>

/** The message under each field (seed 001 sections 5 and 8); empty when the form can be sent. */
export function passwordErrors(fields: PasswordFields, needsOld: boolean): PasswordErrors {
  const errors: PasswordErrors = {}
  if (needsOld && !isRequired(fields.oldPassword)) errors.oldPassword = 'password.oldRequired'
  if (!isValidPassword(fields.newPassword)) errors.newPassword = 'password.formatIncorrect'
  if (!passwordsMatch(fields.newPassword, fields.repeat)) errors.repeat = 'password.mismatch'
  return errors
}
