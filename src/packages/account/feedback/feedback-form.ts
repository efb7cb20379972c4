import type { FeedbackType } from '@/contract/account'
import { FEEDBACK_MAX_LENGTH, isLongEnoughMessage, isWithinLength, MESSAGE_MIN_LENGTH } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'

/** The kinds offered, in the order shown. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['function', 'content', 'experience', 'other']

/** The type is '' until one is chosen. */
export type FeedbackValues = { type: FeedbackType | ''; content: string; contact: string }

export const EMPTY_FEEDBACK: FeedbackValues = { type: '', content: '', contact: '' }

/** Type and description are required, the description 20 to 500 characters (seed 001 sections 5 and 9); the contact is optional. */
export const FEEDBACK_FIELDS: readonly FieldSpec<FeedbackValues>[] = [
  {
    kind: 'select',
    name: 'type',
    label: 'account.feedback.type',
    required: 'account.feedback.typeRequired',
    options: FEEDBACK_TYPES.map((type) => ({ value: type, label: `account.feedback.type.${type}` as const })),
  },
  {
    kind: 'textarea',
    name: 'content',
    label: 'account.feedback.description',
    placeholder: 'account.feedback.descriptionPlaceholder',
    required: 'account.feedback.descriptionRequired',
    rules: [
      check(isLongEnoughMessage, 'account.feedback.tooShort', { min: MESSAGE_MIN_LENGTH }),
      check((content) => isWithinLength(content.trim(), FEEDBACK_MAX_LENGTH), 'account.feedback.tooLong', {
        max: FEEDBACK_MAX_LENGTH,
      }),
    ],
    maxLength: FEEDBACK_MAX_LENGTH,
  },
  {
    kind: 'text',
    name: 'contact',
    label: 'account.feedback.contact',
    placeholder: 'account.feedback.contactPlaceholder',
    maxLength: 100,
  },
]
