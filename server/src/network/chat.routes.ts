import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastifyWebsocket from '@fastify/websocket'
import { Type } from '@sinclair/typebox'
import { ChatHub } from './chat-hub'
import {
  history,
  listConversations,
  openDirect,
  readUpTo,
  sendMessage,
  showMessages,
  unreadTotal,
} from './chat.service'
import { chatSocket } from '../../../src/contract/chat-socket.endpoints'
import {
  ChatMessage,
  Conversation,
  ConversationRef,
  DirectForm,
  History,
  HistoryQuery,
  ReadForm,
  ReadState,
  SendForm,
  UnreadTotal,
} from '../../../src/contract/network'
import { MESSAGE_TEXT_MAX } from '../../../src/contract/network.codes'
import { chat } from '../../../src/contract/network.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/**
 * /user-central/network/chat: the user's conversations, history, sending and reading over HTTP, and the socket that
 * delivers messages as they are committed by any server process (chat-hub.ts).
 */
export const networkChatRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.setSchemaErrorFormatter(fieldError)
  // A frame holds one message of MESSAGE_TEXT_MAX characters (up to 4 bytes each) and its envelope.
  await app.register(fastifyWebsocket, { options: { maxPayload: MESSAGE_TEXT_MAX * 4 + 1024 } })
  const hub = new ChatHub(db, app.log)
  app.addHook('onClose', () => hub.stop())

  app.get(routeUrl(app, chatSocket.socket), { websocket: true }, (socket, request) =>
    hub.accept(socket, langOf(request)),
  )

  serve(app, chat.conversations, { response: Type.Array(Conversation) }, async (_, request) =>
    listConversations(db, langOf(request), userOf(request).id),
  )

  serve(app, chat.unread, { response: UnreadTotal }, async (_, request) => unreadTotal(db, userOf(request).id))

  serve(app, chat.history, { request: HistoryQuery, response: History }, async (query, request) =>
    history(db, langOf(request), userOf(request).id, query),
  )

  serve(app, chat.send, { request: SendForm, response: ChatMessage }, async (form, request) => {
    const user = userOf(request)
    const message = await sendMessage(db, user.id, form)
    return (await showMessages(db, langOf(request), user.id, [message]))[0]
  })

  serve(app, chat.read, { request: ReadForm, response: ReadState }, async ({ conversation, upTo }, request) =>
    readUpTo(db, userOf(request).id, conversation, upTo),
  )

  serve(app, chat.direct, { request: DirectForm, response: ConversationRef }, async ({ userId }, request) =>
    openDirect(db, userOf(request).id, userId),
  )
}
