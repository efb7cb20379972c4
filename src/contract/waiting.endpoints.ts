import { get, USER } from './endpoint'
import type { Waiting } from './waiting'

/** The counts behind the my tab's badge; the chat socket's `waiting` frame says when to ask again. */
export const waiting = {
  counts: get<Waiting>(USER, 'network/waiting', { access: 'user' }),
}
