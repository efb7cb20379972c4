import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import { createdAt, id } from '../platform/columns'

/**
 * Files users uploaded (common/oss/getImageUrl): pictures and videos whose type was found in their content. The key
 * names the object in the store (the data folder locally, or the S3 bucket) and its served URL.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Random, unguessable: `<32 hex>.<ext>`. */
    key: text().notNull().unique(),
    userId: userRef(),
    /** image or video. */
    kind: text().notNull(),
    mime: text().notNull(),
    sizeBytes: integer().notNull(),
    /** local or s3: where the object was put. */
    store: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
)
