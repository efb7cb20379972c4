import type { DomainMessages } from '../platform/messages'

/** What the operator API answers of its own (review refusals are the account domain's). */
export const zh = {
  'operator.tokenRequired': '需要运营令牌',
} as const satisfies DomainMessages<'operator'>

type OperatorMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends OperatorMessages {}
}
