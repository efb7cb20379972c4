import { isValidPassword } from '@/contract/validators'
import { check, sameAs, type FieldSpec } from '@/templates/form'

export type PasswordValues = { oldPassword: string; newPassword: string; repeat: string }

export const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', repeat: '' }

/** The old password when one is set, a new one following the rule, and its repeat (seed 001 sections 5 and 8). */
export function passwordFields(hasPassword: boolean): FieldSpec<PasswordValues>[] {
  const old: FieldSpec<PasswordValues> = {
    kind: 'password',
    name: 'oldPassword',
    label: 'account.password.old',
    placeholder: 'account.password.oldPlaceholder',
    required: 'account.password.oldRequired',
    maxLength: 64,
  }
  return [
    ...(hasPassword ? [old] : []),
    {
      kind: 'password',
      name: 'newPassword',
      label: 'account.password.new',
      placeholder: 'account.password.newPlaceholder',
      required: 'account.password.formatIncorrect',
      rules: [check(isValidPassword, 'account.password.formatIncorrect')],
      hint: 'account.password.rule',
      maxLength: 64,
    },
    {
      kind: 'password',
      name: 'repeat',
      label: 'account.password.repeat',
      placeholder: 'account.password.repeatPlaceholder',
      required: 'account.password.mismatch',
      rules: [sameAs('newPassword', 'account.password.mismatch')],
      maxLength: 64,
    },
  ]
}
