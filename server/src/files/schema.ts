import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, moment, trigram } from '../platform/columns'

// Tables of the files area: the material centre's documents, the appendixes of content items, download records.

/** Categories of the material centre (fair guide, exhibitor manual, investment reports, policy documents...). */
export const fileCategories = pgTable('file_categories', {
  id: id(),
  labelZh: text().notNull(),
  labelEn: text().notNull(),
  sort: integer().notNull().default(0),
})

/** A downloadable document; `url` is root-relative on this server (/static/files/x.pdf) or absolute. */
export const fileDocuments = pgTable(
  'file_documents',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => fileCategories.id),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    url: text().notNull(),
    sizeBytes: integer().notNull(),
    publishTime: moment().notNull(),
  },
  (t) => [
    index('file_documents_category_time_idx').on(t.categoryId, t.publishTime),
    trigram('file_documents_title_zh_trgm_idx', t.titleZh),
    trigram('file_documents_title_en_trgm_idx', t.titleEn),
  ],
)

/** Documents attached to a content item (project, park, news...), identified by its content type code and id. */
export const contentAppendixes = pgTable(
  'content_appendixes',
  {
    id: id(),
    contentType: smallint().notNull(),
    contentId: integer().notNull(),
    documentId: integer()
      .notNull()
      .references(() => fileDocuments.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('content_appendixes_content_doc_idx').on(t.contentType, t.contentId, t.documentId)],
)

/** A file a user opened; one row per user and URL, moved to the top when opened again. */
export const downloadRecords = pgTable(
  'download_records',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer().references(() => fileDocuments.id, { onDelete: 'set null' }),
    name: text().notNull(),
    url: text().notNull(),
    sizeBytes: integer().notNull().default(0),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('download_records_user_url_idx').on(t.userId, t.url),
    index('download_records_user_time_idx').on(t.userId, t.createdAt),
  ],
)
