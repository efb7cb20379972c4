import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { chatMessages, serviceThreads, serviceTopics } from './chat.schema'
import { serviceKey, showMessages, storeMessage } from './chat.service'
import { fieldRefused } from './people'
import type { CustomerCare, ServiceThread, ServiceTopic } from '../../../src/contract/network'
import { SERVICE_REPLY_HOURS } from '../../../src/contract/network.codes'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { notFound } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { fairCalendar } from '../registration'

// Customer service (/online-service): its topics and hours, and each user's chat with staff on the chat machinery;
// staff answer through the operator API (npm run admin -- service ...). Replies are promised within 72 hours.

const HOUR_MS = 3_600_000

const replyBy = (waitingSince: Date | null) =>
  waitingSince ? waitingSince.getTime() + SERVICE_REPLY_HOURS * HOUR_MS : null

const topicColumns = (lang: Lang) => ({
  id: serviceTopics.id,
  name: pick(lang, serviceTopics.nameZh, serviceTopics.nameEn),
  description: pick(lang, serviceTopics.descriptionZh, serviceTopics.descriptionEn),
  phone: serviceTopics.phone,
  email: serviceTopics.email,
  workTime: pick(lang, serviceTopics.workTimeZh, serviceTopics.workTimeEn),
})

/** operateCustomerCare/list: the topics, the on-site service hours on the fair's calendar and the reply promise. */
export async function customerCare(db: Database, lang: Lang): Promise<CustomerCare> {
  const [topics, calendar] = await Promise.all([
    db.select(topicColumns(lang)).from(serviceTopics).orderBy(asc(serviceTopics.sort), asc(serviceTopics.id)),
    fairCalendar(db),
  ])
  return {
    topics,
    serviceHours: calendar.serviceHours.map((hours) => ({ ...hours, opensLate: hours.opensLate ?? '' })),
    replyWithinHours: SERVICE_REPLY_HOURS,
    notice: messageText('network.service.notice', lang, { hours: SERVICE_REPLY_HOURS }),
  }
}

async function topicOf(db: Database, lang: Lang, id: number | null): Promise<ServiceTopic | null> {
  if (!id) return null
  const [topic] = await db.select(topicColumns(lang)).from(serviceTopics).where(eq(serviceTopics.id, id))
  return topic ?? null
}

/** network/service: the user's chat with customer service, its topic and when a reply is due. */
export async function serviceThread(db: Database, lang: Lang, userId: number): Promise<ServiceThread> {
  const [thread] = await db.select().from(serviceThreads).where(eq(serviceThreads.userId, userId))
  return {
    conversation: serviceKey(userId),
    topic: await topicOf(db, lang, thread?.topicId ?? null),
    replyBy: replyBy(thread?.waitingSince ?? null),
    notice: messageText('network.service.notice', lang, { hours: SERVICE_REPLY_HOURS }),
  }
}

/** network/service/open: starts the chat, or moves it to another topic. */
export async function openService(
  db: Database,
  lang: Lang,
  userId: number,
  topicId: number | undefined,
  now: Date,
): Promise<ServiceThread> {
  if (topicId && !(await topicOf(db, lang, topicId))) throw fieldRefused('topicId', 'unknownOption')
  const thread = db.insert(serviceThreads).values({ userId, topicId: topicId ?? null, lastMessageAt: now })
  await (topicId
    ? thread.onConflictDoUpdate({ target: serviceThreads.userId, set: { topicId } })
    : thread.onConflictDoNothing())
  return serviceThread(db, lang, userId)
}

/** Operators' queue: chats waiting for a reply, longest waiting first (all chats with `all`). */
export async function listServiceThreads(db: Database, all = false) {
  const rows = await db
    .select({
      userId: serviceThreads.userId,
      nickname: users.nickname,
      phone: users.phone,
      topic: serviceTopics.nameEn,
      waitingSince: serviceThreads.waitingSince,
      lastMessageAt: serviceThreads.lastMessageAt,
    })
    .from(serviceThreads)
    .innerJoin(users, eq(users.id, serviceThreads.userId))
    .leftJoin(serviceTopics, eq(serviceTopics.id, serviceThreads.topicId))
    .where(all ? undefined : isNotNull(serviceThreads.waitingSince))
    .orderBy(sql`${serviceThreads.waitingSince} asc nulls last`, desc(serviceThreads.lastMessageAt))
  return rows.map((row) => ({
    ...row,
    phone: row.phone ?? '',
    topic: row.topic ?? '',
    waitingSince: row.waitingSince?.getTime() ?? null,
    replyBy: replyBy(row.waitingSince),
    lastMessageAt: row.lastMessageAt.getTime(),
  }))
}

/** One chat for an operator: the user, the topic, the last 100 messages (worded in English), when a reply is due. */
export async function showServiceThread(db: Database, userId: number) {
  const [thread] = await listServiceThreads(db, true).then((rows) => rows.filter((row) => row.userId === userId))
  if (!thread) return null
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversation, serviceKey(userId)))
    .orderBy(desc(chatMessages.id))
    .limit(100)
  const messages = await showMessages(db, 'en', 0, rows.reverse())
  return {
    ...thread,
    messages: messages.map((message) => ({
      id: message.id,
      from: message.staff ? 'staff' : message.sender ? 'user' : 'system',
      kind: message.kind,
      body: message.body,
      createdAt: message.createdAt,
    })),
  }
}

/** An operator's reply in a user's chat: delivered like any message; the question no longer waits. */
export async function replyToService(db: Database, userId: number, operator: string, text: string): Promise<number> {
  const [thread] = await db.select().from(serviceThreads).where(eq(serviceThreads.userId, userId))
  if (!thread) throw notFound()
  if (!text.trim()) throw fieldRefused('text', 'required')
  return db.transaction(async (tx) => {
    const { message } = await storeMessage(tx, {
      conversation: serviceKey(userId),
      senderId: null,
      staffName: operator,
      kind: 'text',
      body: text.trim(),
    })
    await tx
      .update(serviceThreads)
      .set({ waitingSince: null, lastMessageAt: message.createdAt })
      .where(eq(serviceThreads.userId, userId))
    return message.id
  })
}
