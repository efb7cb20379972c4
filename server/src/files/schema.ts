import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import {
  belongsTo,
  bilingual,
  bilingualTrigrams,
  choiceColumns,
  contentKey,
  createdAt,
  id,
  moment,
  oneOf,
  refersTo,
  sortOrder,
} from '../platform/columns'

// Tables of the files area: the material centre's documents, the appendixes of content items, download records.

/** Categories of the material centre (fair guide, exhibitor manual, investment reports, policy documents...). */
export const fileCategories = pgTable('file_categories', {
  id: id(),
  ...choiceColumns(),
})

/** A downloadable document; `url` is root-relative on this server (/static/files/x.pdf) or absolute. */
export const fileDocuments = pgTable(
  'file_documents',
  {
    id: id(),
    categoryId: oneOf(() => fileCategories.id),
    ...bilingual('title'),
    url: text().notNull(),
    sizeBytes: integer().notNull(),
    publishTime: moment().notNull(),
  },
  (t) => [
    index('file_documents_category_time_idx').on(t.categoryId, t.publishTime),
    ...bilingualTrigrams('file_documents', 'title', t),
  ],
)

/** Documents attached to a content item (project, park, news...), identified by its content type code and id. */
export const contentAppendixes = pgTable(
  'content_appendixes',
  {
    id: id(),
    ...contentKey(),
    documentId: belongsTo(() => fileDocuments.id),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('content_appendixes_content_doc_idx').on(t.contentType, t.contentId, t.documentId)],
)

/** A file a user opened; one row per user and URL, moved to the top when opened again. */
export const downloadRecords = pgTable(
  'download_records',
  {
    id: id(),
    userId: userRef(),
    documentId: refersTo(() => fileDocuments.id),
    name: text().notNull(),
    url: text().notNull(),
    sizeBytes: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('download_records_user_url_idx').on(t.userId, t.url),
    index('download_records_user_time_idx').on(t.userId, t.createdAt),
  ],
)
