import type { FeedbackType } from '@/contract/account'
import { FEEDBACK_MAX_LENGTH, isWithinLength } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'

/** The kinds offered, in the order shown. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['function', 'content', 'experience', 'other']

/** The type is '' until one is chosen. */
export type FeedbackValues = { type: FeedbackType | ''; content: string; contact: string }

export const EMPTY_FEEDBACK: FeedbackValues = { type: '', content: '', contact: '' }

/** Type and description are required, the description capped (seed 001 section 5); the contact is optional. */
export const FEEDBACK_FIELDS: readonly FieldSpec<FeedbackValues>[] = [
  {
    kind: 'select',
    name: 'type',
    label: 'feedback.type',
    required: 'feedback.typeRequired',
    options: FEEDBACK_TYPES.map((type) => ({ value: type, label: `feedback.type.${type}` as const })),
  },
  {
    kind: 'textarea',
    name: 'content',
    label: 'feedback.description',
    placeholder: 'feedback.descriptionPlaceholder',
    required: 'feedback.descriptionRequired',
    rules: [
      check((content) => isWithinLength(content.trim(), FEEDBACK_MAX_LENGTH), 'feedback.tooLong', {
        max: FEEDBACK_MAX_LENGTH,
      }),
    ],
    maxLength: FEEDBACK_MAX_LENGTH,
  },
  {
    kind: 'text',
    name: 'contact',
    label: 'feedback.contact',
    placeholder: 'feedback.contactPlaceholder',
    maxLength: 100,
  },
]
