import { Type, type Static } from '@sinclair/typebox'

/**
 * What waits for the user's answer or reading, counted for the my tab's badge and its entries (network/waiting) and
 * the assistant. Kept apart from the network contract so the main package can name it without the rest.
 */
export const Waiting = Type.Object({
  cardRequests: Type.Number(),
  meetingRequests: Type.Number(),
  groupRequests: Type.Number(),
  groupInvitations: Type.Number(),
  unreadMessages: Type.Number(),
  /** The newest message id of the user's conversations: the chat socket resumes after it, bringing only what is new. */
  lastMessageId: Type.Number(),
})
export type Waiting = Static<typeof Waiting>
