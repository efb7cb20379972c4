import type { MessageKey } from '@/i18n'
import type { FeedbackType } from '@/services/api/user-central.dto'
import { FEEDBACK_MAX_LENGTH, isRequired, isWithinLength } from '@/utils/validators'

/** The kinds offered, in the order shown. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['function', 'content', 'experience', 'other']

export interface FeedbackFields {
  type: FeedbackType | null
  content: string
  contact: string
}

export type FeedbackErrors = Partial<Record<'type' | 'content', MessageKey>>

/** Type and description are required, the description capped (seed 001 section 5); empty when it can be sent. */
export function feedbackErrors(fields: FeedbackFields): FeedbackErrors {
  const errors: FeedbackErrors = {}
  if (!fields.type) errors.type = 'feedback.typeRequired'
  if (!isRequired(fields.content)) errors.content = 'feedback.descriptionRequired'
  else if (!isWithinLength(fields.content.trim(), FEEDBACK_MAX_LENGTH)) errors.content = 'feedback.tooLong'
  return errors
}
