import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { chatMessages, chatReads, serviceThreads } from './chat.schema'
import { chatGroupMembers, projectGroups } from './groups.schema'
import { briefOf, briefsOf, directKey, haveExchanged, isOwnPicture, fieldRefused, selfRefused } from './people'
import { cardExchanges } from './people.schema'
import type { ChatMessage, Conversation, History, HistoryQuery } from '../../../src/contract/network'
import {
  NetworkCode,
  type ConversationKind,
  type MessageKind,
  type SendableKind,
} from '../../../src/contract/network.codes'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { messageText, type MessageKey } from '../platform/messages'
import { notify } from '../platform/notifications'

// Messages of every conversation (group, one-to-one, customer service), stored before they are delivered: the socket
// (chat-hub.ts) and HTTP both send through storeMessage, which notifies every server process of what it committed.

/** The channel every server process listens on for what to deliver. */
export const CHAT_CHANNEL = 'network_chat'
// One writer at a time: ids are then committed in increasing order, so "everything after id N" misses nothing.
const CHAT_WRITE_LOCK = 25_0915

/** A message as stored, before it is shown to someone. */
export type StoredMessage = typeof chatMessages.$inferSelect

/**
 * What travels on CHAT_CHANNEL: a committed message, a user's new read mark (for their other clients), or users for
 * whom what waits changed (a card, meeting or group request arrived or was answered).
 */
export type ChatEvent =
  | { type: 'message'; message: Omit<StoredMessage, 'createdAt'> & { createdAt: number } }
  | { type: 'read'; userId: number; conversation: string; lastReadId: number }
  | { type: 'waiting'; userIds: number[] }

/** Tells the users' sockets that what waits for them changed, so their badges ask again (network/waiting). */
export const tellWaiting = (db: Database, userIds: number[]) =>
  notify(db, CHAT_CHANNEL, JSON.stringify({ type: 'waiting', userIds } satisfies ChatEvent))

/** A system line's text key and the person it names; kept as JSON and worded in each reader's language. */
export interface SystemLine {
  key: Extract<
    MessageKey,
    | 'network.system.joined'
    | 'network.system.left'
    | 'network.system.removed'
    | 'network.system.notice'
    | 'network.system.renamed'
    | 'network.system.owner'
    | 'network.service.certified'
    | 'network.service.refused'
  >
  userId?: number
  reason?: string
}

export interface Conversational {
  kind: ConversationKind
  /** The group's id, the service user's id, or the smaller user id of a pair. */
  id: number
  /** The other user id of a pair. */
  other?: number
}

/** A conversation key's parts (the contract's pattern has already checked its shape). */
export function parseKey(key: string): Conversational {
  const [kind, rest] = key.split(':')
  if (kind === 'direct') {
    const [a, b] = rest.split('-').map(Number)
    return { kind, id: a, other: b }
  }
  return { kind: kind as ConversationKind, id: Number(rest) }
}

export const groupKey = (groupId: number) => `group:${groupId}`
export const serviceKey = (userId: number) => `service:${userId}`

const toEvent = (message: StoredMessage): ChatEvent => ({
  type: 'message',
  message: { ...message, createdAt: message.createdAt.getTime() },
})

/**
 * Stores a message and notifies every server process, one writer at a time; a message whose (sender, clientId) is
 * already stored is answered as stored, without a second copy. Runs inside the caller's transaction when given one.
 */
export async function storeMessage(
  db: Database,
  input: {
    conversation: string
    senderId: number | null
    kind: MessageKind
    body: string
    clientId?: string
    staffName?: string
  },
): Promise<{ message: StoredMessage; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_WRITE_LOCK})`)
    const clientId = input.clientId ?? ''
    if (clientId && input.senderId !== null) {
      const [earlier] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, input.senderId), eq(chatMessages.clientId, clientId)))
      if (earlier) return { message: earlier, created: false }
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({ ...input, clientId, staffName: input.staffName ?? '' })
      .returning()
    await notify(tx, CHAT_CHANNEL, JSON.stringify(toEvent(message)))
    return { message, created: true }
  })
}

/** A system line (someone joined, the notice changed...) in a conversation. */
export const storeSystemLine = (db: Database, conversation: string, line: SystemLine, staffName = '') =>
  storeMessage(db, { conversation, senderId: null, kind: 'system', body: JSON.stringify(line), staffName })

/**
 * Whether a user may read and write a conversation: a group's members, the two people of a one-to-one chat once they
 * exchanged cards, the user of their own customer-service chat. Refuses with what stands in the way.
 */
export async function requireAccess(db: Database, userId: number, key: string): Promise<Conversational> {
  const conversation = parseKey(key)
  if (conversation.kind === 'group') {
    const [group] = await db
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .where(eq(projectGroups.id, conversation.id))
    if (!group) throw notFound('network.chat.roomNotFound')
    const member = await db.$count(
      chatGroupMembers,
      and(eq(chatGroupMembers.groupId, conversation.id), eq(chatGroupMembers.userId, userId)),
    )
    if (member === 0) throw new ApiError(403, NetworkCode.membersOnly, 'network.group.membersOnly')
    return conversation
  }
  if (conversation.kind === 'direct') {
    const { id: a, other: b = 0 } = conversation
    if (a === b) throw selfRefused()
    if (userId !== a && userId !== b) throw notFound('network.chat.roomNotFound')
    if (!(await haveExchanged(db, a, b)))
      throw new ApiError(403, NetworkCode.exchangeFirst, 'network.chat.exchangeFirst')
    return conversation
  }
  if (conversation.id !== userId) throw notFound('network.chat.roomNotFound')
  return conversation
}

/** Sends a message the user typed or a picture they uploaded; a resend with the same clientId is stored once. */
export async function sendMessage(
  db: Database,
  userId: number,
  form: { conversation: string; kind: SendableKind; body: string; clientId?: string },
): Promise<StoredMessage> {
  const conversation = await requireAccess(db, userId, form.conversation)
  const body = form.kind === 'text' ? form.body.trim() : form.body
  if (!body) throw fieldRefused('body', 'required')
  if (form.kind === 'image' && !(await isOwnPicture(db, userId, body))) throw fieldRefused('body', 'upload')
  return db.transaction(async (tx) => {
    const { message, created } = await storeMessage(tx, { ...form, body, senderId: userId })
    if (created && conversation.kind === 'service') {
      // The reply promise runs from the first question staff have not answered.
      await tx
        .insert(serviceThreads)
        .values({ userId, waitingSince: message.createdAt, lastMessageAt: message.createdAt })
        .onConflictDoUpdate({
          target: serviceThreads.userId,
          set: {
            waitingSince: sql`coalesce(${serviceThreads.waitingSince}, ${message.createdAt.toISOString()}::timestamptz)`,
            lastMessageAt: message.createdAt,
          },
        })
    }
    await markRead(tx, userId, form.conversation, message.id, false)
    return message
  })
}

/** The conversations whose messages a user receives, as a condition on chat_messages.conversation. */
export function conversationsOf(userId: number): SQL {
  return or(
    sql`${chatMessages.conversation} in (select 'group:' || ${chatGroupMembers.groupId} from ${chatGroupMembers} where ${chatGroupMembers.userId} = ${userId})`,
    eq(chatMessages.conversation, serviceKey(userId)),
    sql`${chatMessages.conversation} in (select 'direct:' || least(${cardExchanges.fromUserId}, ${cardExchanges.toUserId}) || '-' || greatest(${cardExchanges.fromUserId}, ${cardExchanges.toUserId}) from ${cardExchanges} where ${cardExchanges.status} = 'accepted' and (${cardExchanges.fromUserId} = ${userId} or ${cardExchanges.toUserId} = ${userId}))`,
  ) as SQL
}

/** The newest message id of the user's conversations (0 for none): a socket told to resume after it brings only what comes next. */
export async function newestMessageId(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)`.mapWith(Number) })
    .from(chatMessages)
    .where(conversationsOf(userId))
  return row?.id ?? 0
}

/** Messages after `after` in every conversation of the user, in id order, `limit` at a time (a socket's resume). */
export function messagesAfter(db: Database, userId: number, after: number, limit: number): Promise<StoredMessage[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(gt(chatMessages.id, after), conversationsOf(userId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit)
}

/** Of these users, the ones who receive a conversation's messages. */
export async function recipientsOf(db: Database, key: string, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return []
  const conversation = parseKey(key)
  if (conversation.kind === 'service') return userIds.filter((id) => id === conversation.id)
  if (conversation.kind === 'direct') return userIds.filter((id) => id === conversation.id || id === conversation.other)
  const rows = await db
    .select({ userId: chatGroupMembers.userId })
    .from(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, conversation.id), inArray(chatGroupMembers.userId, userIds)))
  return rows.map((row) => row.userId)
}

/** Each person a system line names, in the reader's language. */
function systemText(body: string, lang: Lang, names: Map<number, string>): string {
  const line = JSON.parse(body) as SystemLine
  const name = names.get(line.userId ?? 0) ?? ''
  if (line.key === 'network.service.refused') return messageText(line.key, lang, { reason: line.reason ?? '' })
  if (line.key === 'network.service.certified') return messageText(line.key, lang)
  return messageText(line.key, lang, { name })
}

/** Messages as a reader sees them: senders' faces, system lines worded in the reader's language. */
export async function showMessages(
  db: Database,
  lang: Lang,
  viewerId: number,
  rows: (Omit<StoredMessage, 'createdAt'> & { createdAt: Date | number })[],
): Promise<ChatMessage[]> {
  const named = rows.flatMap((row) => (row.kind === 'system' ? [(JSON.parse(row.body) as SystemLine).userId ?? 0] : []))
  const briefs = await briefsOf(db, lang, [...rows.flatMap((row) => (row.senderId ? [row.senderId] : [])), ...named])
  const names = new Map([...briefs].map(([id, brief]) => [id, brief.name]))
  return rows.map((row) => ({
    id: row.id,
    conversation: row.conversation,
    kind: row.kind as MessageKind,
    body: row.kind === 'system' ? systemText(row.body, lang, names) : row.body,
    sender: row.senderId ? briefOf(briefs, row.senderId) : null,
    staff: row.staffName !== '',
    clientId: row.senderId === viewerId ? row.clientId : '',
    createdAt: typeof row.createdAt === 'number' ? row.createdAt : row.createdAt.getTime(),
  }))
}

const readMark = (db: Database, userId: number, key: string) =>
  db
    .select({ lastReadId: chatReads.lastReadId })
    .from(chatReads)
    .where(and(eq(chatReads.userId, userId), eq(chatReads.conversation, key)))
    .then(([row]) => row?.lastReadId ?? 0)

/** network/chat/history: a page of a conversation's messages before `before`, oldest first. */
export async function history(db: Database, lang: Lang, userId: number, query: HistoryQuery): Promise<History> {
  await requireAccess(db, userId, query.conversation)
  const size = query.pageSize ?? 30
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversation, query.conversation),
        query.before ? lt(chatMessages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(size + 1)
  const page = rows.slice(0, size).reverse()
  return {
    messages: await showMessages(db, lang, userId, page),
    more: rows.length > size,
    lastReadId: await readMark(db, userId, query.conversation),
  }
}

/** Messages that count as unread for a user: others' and staff's, not their own nor the system's lines. */
const countsAsUnread = (userId: number) =>
  and(
    or(isNull(chatMessages.senderId), ne(chatMessages.senderId, userId)),
    or(ne(chatMessages.kind, 'system'), ne(chatMessages.staffName, '')),
  )

/** What is unread of a conversation after a read mark. */
const unreadWhere = (userId: number, key: string, after: number) =>
  and(eq(chatMessages.conversation, key), gt(chatMessages.id, after), countsAsUnread(userId))

/** What a user has not read of a conversation after their read mark. */
export const unreadAfter = (db: Database, userId: number, key: string, lastReadId: number) =>
  db.$count(chatMessages, unreadWhere(userId, key, lastReadId))

/** Unread messages per conversation key. */
export async function unreadCounts(db: Database, userId: number, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select({ key: chatMessages.conversation, unread: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.conversation, chatMessages.conversation), eq(chatReads.userId, userId)))
    .where(
      and(
        inArray(chatMessages.conversation, keys),
        sql`${chatMessages.id} > coalesce(${chatReads.lastReadId}, 0)`,
        countsAsUnread(userId),
      ),
    )
    .groupBy(chatMessages.conversation)
  return new Map(rows.map((row) => [row.key, row.unread]))
}

/**
 * Marks a conversation read up to `upTo` (never backwards) and tells the user's other clients (when `tell`); answers
 * the mark and what stays unread.
 */
export async function markRead(
  db: Database,
  userId: number,
  key: string,
  upTo: number,
  tell = true,
): Promise<{ lastReadId: number; unread: number }> {
  const [row] = await db
    .insert(chatReads)
    .values({ userId, conversation: key, lastReadId: upTo })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.conversation],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, ${upTo})`, updatedAt: new Date() },
    })
    .returning({ lastReadId: chatReads.lastReadId })
  if (tell) {
    const event: ChatEvent = { type: 'read', userId, conversation: key, lastReadId: row.lastReadId }
    await notify(db, CHAT_CHANNEL, JSON.stringify(event))
  }
  return { lastReadId: row.lastReadId, unread: await unreadAfter(db, userId, key, row.lastReadId) }
}

/** network/chat/read: the user's read mark, after checking they are in the conversation. */
export async function readUpTo(db: Database, userId: number, key: string, upTo: number) {
  await requireAccess(db, userId, key)
  return markRead(db, userId, key, upTo)
}

/** network/chat/direct: the one-to-one conversation with a person the user exchanged cards with. */
export async function openDirect(db: Database, userId: number, otherId: number): Promise<{ conversation: string }> {
  if (otherId === userId) throw selfRefused()
  const key = directKey(userId, otherId)
  await requireAccess(db, userId, key)
  return { conversation: key }
}

/**
 * network/chat/conversations: the user's groups, one-to-one chats with messages and their customer-service chat,
 * each with its last message and unread count, most recent activity first.
 */
export async function listConversations(db: Database, lang: Lang, userId: number): Promise<Conversation[]> {
  const groups = await db
    .select({
      id: projectGroups.id,
      name: pick(lang, projectGroups.nameZh, projectGroups.nameEn),
      avatar: projectGroups.avatar,
    })
    .from(chatGroupMembers)
    .innerJoin(projectGroups, eq(projectGroups.id, chatGroupMembers.groupId))
    .where(eq(chatGroupMembers.userId, userId))
  const others = await db
    .selectDistinct({ key: chatMessages.conversation })
    .from(chatMessages)
    .where(and(conversationsOf(userId), sql`${chatMessages.conversation} not like 'group:%'`))
  const keys = [...groups.map((group) => groupKey(group.id)), ...others.map((row) => row.key)]
  if (keys.length === 0) return []
  const lastRows = await db
    .selectDistinctOn([chatMessages.conversation])
    .from(chatMessages)
    .where(inArray(chatMessages.conversation, keys))
    .orderBy(chatMessages.conversation, desc(chatMessages.id))
  const last = new Map(
    (await showMessages(db, lang, userId, lastRows)).map((message) => [message.conversation, message]),
  )
  const unread = await unreadCounts(db, userId, keys)
  const peers = others.flatMap(({ key }) => {
    const c = parseKey(key)
    return c.kind === 'direct' ? [c.id === userId ? (c.other ?? 0) : c.id] : []
  })
  const briefs = await briefsOf(db, lang, peers)
  const groupOf = new Map(groups.map((group) => [groupKey(group.id), group]))
  const conversations: Conversation[] = keys.map((key) => {
    const c = parseKey(key)
    const base = { key, kind: c.kind, lastMessage: last.get(key) ?? null, unread: unread.get(key) ?? 0 }
    if (c.kind === 'group') {
      const group = groupOf.get(key)
      return { ...base, title: group?.name ?? '', avatar: group?.avatar ?? '', groupId: c.id, peer: null }
    }
    if (c.kind === 'direct') {
      const peer = briefOf(briefs, c.id === userId ? (c.other ?? 0) : c.id)
      return { ...base, title: peer.name, avatar: peer.avatar, groupId: null, peer }
    }
    return { ...base, title: messageText('network.service.staff', lang), avatar: '', groupId: null, peer: null }
  })
  return conversations.sort((a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0))
}

/** network/chat/unread: everything unread, for a badge. */
export async function unreadTotal(db: Database, userId: number): Promise<{ total: number }> {
  const rows = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.conversation, chatMessages.conversation), eq(chatReads.userId, userId)))
    .where(
      and(
        conversationsOf(userId),
        sql`${chatMessages.id} > coalesce(${chatReads.lastReadId}, 0)`,
        countsAsUnread(userId),
      ),
    )
  return { total: rows[0]?.unread ?? 0 }
}
