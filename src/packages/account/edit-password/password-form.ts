import { isValidPassword } from '@/contract/validators'
import { check, sameAs, type FieldSpec } from '@/templates/form'

export type PasswordValues = { oldPassword: string; newPassword: string; repeat: string }

export const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', repeat: '' }

/** The old password when one is set, a new one following the rule, and its repeat (seed 001 sections 5 and 8). */
export function passwordFields(hasPassword: boolean): FieldSpec<PasswordValues>[] {
  const old: FieldSpec<PasswordValues> = {
    kind: 'password',
    name: 'oldPassword',
    label: 'password.old',
    placeholder: 'password.oldPlaceholder',
    required: 'password.oldRequired',
    maxLength: 64,
  }
  return [
    ...(hasPassword ? [old] : []),
    {
      kind: 'password',
      name: 'newPassword',
      label: 'password.new',
      placeholder: 'password.newPlaceholder',
      required: 'password.formatIncorrect',
      rules: [check(isValidPassword, 'password.formatIncorrect')],
      hint: 'password.rule',
      maxLength: 64,
    },
    {
      kind: 'password',
      name: 'repeat',
      label: 'password.repeat',
      placeholder: 'password.repeatPlaceholder',
      required: 'password.mismatch',
      rules: [sameAs('newPassword', 'password.mismatch')],
      maxLength: 64,
    },
  ]
}
