import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { projects } from '../content'
import { products } from '../enterprise'
import { belongsTo, bilingual, createdAt, id, moment, refersTo } from '../platform/columns'

// Tables of group chats: the groups, their members, join applications and invitations. Their messages are in chat.schema.ts.

/**
 * A group chat: a project's or a product's group, or one about a topic. Open groups take applications the owner
 * approves; private ones are joined by invitation. `memberCount` is kept with every join and leave, in the statement
 * that checks `memberLimit`, so a full group never takes one more. A name the user typed is the same in both languages.
 */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: id(),
    /** GROUP_KINDS. */
    kind: text().notNull().default('project'),
    projectId: refersTo(() => projects.id),
    productId: refersTo(() => products.id),
    ...bilingual('name'),
    avatar: text().notNull(),
    isOpen: boolean().notNull(),
    /** False when joining this project's or product's group is not available. */
    joinable: boolean().notNull().default(true),
    memberCount: integer().notNull().default(0),
    memberLimit: integer().notNull(),
    /** Approves requests, removes members, publishes the notice, edits name and avatar; the leader by default. */
    ownerId: refersTo(() => users.id),
    /** The project leader, who created the group: never removed. */
    leaderId: refersTo(() => users.id),
    notice: text().notNull().default(''),
    noticeAt: moment(),
    createdAt: moment().notNull(),
  },
  (t) => [
    index('project_groups_created_idx').on(t.createdAt),
    index('project_groups_project_idx').on(t.projectId),
    index('project_groups_product_idx').on(t.productId),
  ],
)

/** Who is in a group chat; the owner and leader are members too. */
export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: belongsTo(() => projectGroups.id),
    userId: userRef(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('chat_group_members_user_idx').on(t.userId)],
)

/** An application to join an open group, or an owner's invitation to a private one; one pending of each per person. */
export const chatGroupRequests = pgTable(
  'chat_group_requests',
  {
    id: id(),
    groupId: belongsTo(() => projectGroups.id),
    userId: userRef(),
    /** GROUP_REQUEST_KINDS. */
    kind: text().notNull(),
    /** GROUP_REQUEST_STATUSES. */
    status: text().notNull().default('pending'),
    message: text().notNull().default(''),
    /** Who invited, for an invitation. */
    invitedBy: refersTo(() => users.id),
    decidedBy: refersTo(() => users.id),
    createdAt: createdAt(),
    decidedAt: moment(),
  },
  (t) => [
    uniqueIndex('chat_group_requests_pending_idx')
      .on(t.groupId, t.userId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('chat_group_requests_user_idx').on(t.userId, t.status),
  ],
)
