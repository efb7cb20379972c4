import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './schema'
import { createdAt } from '../platform/columns'

/**
 * A mini program user's WeChat identity (code2session's openid) linked to our user; the session_key is never stored.
 * One WeChat account per user and one user per WeChat account.
 */
export const wechatAccounts = pgTable('wechat_accounts', {
  openid: text().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** '' when WeChat does not send one (the app is not bound to an open platform account). */
  unionid: text().notNull().default(''),
  createdAt: createdAt(),
})
