import type { DomainMessages } from '../platform/messages'

/** What the operator API answers of its own (review refusals are the account domain's). */
export const zh = {
  'operator.tokenRequired': '需要运营令牌',
} as const satisfies DomainMessages<'operator'>
