import { and, asc, eq } from 'drizzle-orm'
import { contentAppendixes, fileDocuments } from './schema'
import type { ContentKey } from '../../../src/contract/engagement'
import type { Appendix } from '../../../src/contract/files'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'

/** The documents attached to one content item, in their set order; the id is the document's. */
export async function listContentAppendixes(db: Database, lang: Lang, ref: ContentKey): Promise<Appendix[]> {
  return db
    .select({
      id: fileDocuments.id,
      name: pick(lang, fileDocuments.titleZh, fileDocuments.titleEn),
      url: fileDocuments.url,
      size: fileDocuments.sizeBytes,
    })
    .from(contentAppendixes)
    .innerJoin(fileDocuments, eq(fileDocuments.id, contentAppendixes.documentId))
    .where(and(eq(contentAppendixes.contentType, ref.contentType), eq(contentAppendixes.contentId, ref.contentId)))
    .orderBy(asc(contentAppendixes.sort), asc(contentAppendixes.id))
}
