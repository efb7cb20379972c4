import { transfer, USER } from './endpoint'

/**
 * The chat socket: messages as they are sent, both ways, and a `waiting` frame when what waits for the user changed;
 * it signs in with its first frame. Apart from the network endpoints, so the main package's badges can open it.
 */
export const chatSocket = {
  socket: transfer('GET', USER, 'network/chat/socket', 'socket'),
}
