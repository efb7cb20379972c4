import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastifyWebsocket from '@fastify/websocket'
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
import { DirectForm, HistoryQuery, ReadForm, SendForm } from '../../../src/contract/network'
import { MESSAGE_TEXT_MAX } from '../../../src/contract/network.codes'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
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

  app.get('/network/chat/socket', { websocket: true }, (socket, request) => hub.accept(socket, langOf(request)))

  app.get('/network/chat/conversations', async (request) => {
    const user = await requireUser(db, request)
    return ok(await listConversations(db, langOf(request), user.id))
  })

  app.get('/network/chat/unread', async (request) => ok(await unreadTotal(db, (await requireUser(db, request)).id)))

  app.get('/network/chat/history', { schema: { querystring: HistoryQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await history(db, langOf(request), user.id, request.query))
  })

  app.post('/network/chat/send', { schema: { body: SendForm } }, async (request) => {
    const user = await requireUser(db, request)
    const message = await sendMessage(db, user.id, request.body)
    return ok((await showMessages(db, langOf(request), user.id, [message]))[0])
  })

  app.post('/network/chat/read', { schema: { body: ReadForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await readUpTo(db, user.id, request.body.conversation, request.body.upTo))
  })

  app.post('/network/chat/direct', { schema: { body: DirectForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await openDirect(db, user.id, request.body.userId))
  })
}
