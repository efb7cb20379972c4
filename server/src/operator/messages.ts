import type { DomainMessages } from '../platform/messages'

/** What the operator API answers of its own (review refusals are the account domain's). */
export const OPERATOR_MESSAGES = {
  'operator.tokenRequired': { zh: '需要运营令牌', en: 'The operator token is required' },
} as const satisfies DomainMessages<'operator'>
