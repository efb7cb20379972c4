import { check, type FieldSpec } from '@/templates/form'

export interface InvitationValues extends Record<string, string> {
  code: string
}

export const EMPTY_INVITATION: InvitationValues = { code: '' }

/** Invitation codes are letters, digits, '-' or '_', 4 to 32 of them (the server keeps up to 32). */
const CODE = /^[A-Za-z0-9_-]{4,32}$/

export const invitationFields: readonly FieldSpec<InvitationValues>[] = [
  {
    kind: 'text',
    name: 'code',
    label: 'meeting.invitation.code',
    placeholder: 'meeting.invitation.placeholder',
    required: 'meeting.invitation.codeRequired',
    rules: [check((value) => CODE.test(value.trim()), 'meeting.invitation.codeFormat')],
    maxLength: 32,
    hint: 'meeting.invitation.codeHint',
  },
]
