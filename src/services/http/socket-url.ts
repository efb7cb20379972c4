import { chatSocket } from '@/contract/chat-socket.endpoints'
import { addressOf } from '@/contract/endpoint'

/** The chat socket's address: the API's base with ws(s), or the page's own origin on H5 served by the API. */
export function socketUrl(base: string, origin = typeof location === 'undefined' ? '' : location.origin): string {
  const http = base || origin
  return `${http.replace(/^http/, 'ws')}${addressOf(chatSocket.socket)}`
}
