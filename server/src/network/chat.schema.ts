import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { bilingual, createdAt, id, moment, refersTo, sortOrder, updatedAt } from '../platform/columns'

// Tables of conversations: every message of group, one-to-one and customer-service chats, what each user has read,
// and customer service's topics and threads.

/**
 * A message of a conversation ("group:12", "direct:3-9", "service:5"). Ids are given one writer at a time
 * (chat.service.ts), so they grow in the order messages are committed and one id resumes every conversation.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversation: text().notNull(),
    /** Null for customer-service staff and system lines. */
    senderId: refersTo(() => users.id),
    /** The operator who answered, for staff replies (shown as customer service). */
    staffName: text().notNull().default(''),
    /** MESSAGE_KINDS. */
    kind: text().notNull(),
    /** The text, or the picture's URL. */
    body: text().notNull(),
    /** The sender's own id for the message, so a message sent again after a lost answer is stored once. */
    clientId: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversation, t.id),
    uniqueIndex('chat_messages_client_idx')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} <> ''`),
  ],
)

/** The last message a user has read in a conversation; what is after it (and not theirs) is unread. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: userRef(),
    conversation: text().notNull(),
    lastReadId: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversation] })],
)

/** What customer service helps with (operateCustomerCare/list), each with its line, mail and hours. */
export const serviceTopics = pgTable('service_topics', {
  id: id(),
  ...bilingual('name', 'description', 'workTime'),
  phone: text().notNull(),
  email: text().notNull(),
  sort: sortOrder(),
})

/**
 * A user's chat with customer service ("service:<userId>"): the topic asked about and, while a question waits, since
 * when (a reply is promised within SERVICE_REPLY_HOURS).
 */
export const serviceThreads = pgTable(
  'service_threads',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: refersTo(() => serviceTopics.id),
    /** The first unanswered message's time; null once staff replied. */
    waitingSince: moment(),
    lastMessageAt: moment().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_threads_waiting_idx').on(t.waitingSince)],
)
