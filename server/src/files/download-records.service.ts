import { and, desc, eq, sql } from 'drizzle-orm'
import { downloadRecords, fileDocuments } from './schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type { DownloadRecord, DownloadTarget } from '../../../src/contract/files'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

/** What a record stores about the file: the document's own name and size when it is one of ours. */
async function resolveTarget(db: Database, lang: Lang, target: DownloadTarget) {
  if ('appendixId' in target) {
    const [doc] = await db
      .select({
        documentId: fileDocuments.id,
        name: pick(lang, fileDocuments.titleZh, fileDocuments.titleEn),
        ...columnsOf(fileDocuments, 'url', 'sizeBytes'),
      })
      .from(fileDocuments)
      .where(eq(fileDocuments.id, target.appendixId))
    return doc ?? null
  }
  return { documentId: null, name: target.name.trim(), url: target.url.trim(), sizeBytes: target.size ?? 0 }
}

/** Records that the user opened a file; opening it again moves its record to the top. Null for an unknown appendix. */
export async function saveDownloadRecord(
  db: Database,
  lang: Lang,
  userId: number,
  target: DownloadTarget,
): Promise<{ id: number } | null> {
  const values = await resolveTarget(db, lang, target)
  if (!values) return null
  const [row] = await db
    .insert(downloadRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: [downloadRecords.userId, downloadRecords.url],
      set: { name: values.name, sizeBytes: values.sizeBytes, documentId: values.documentId, createdAt: sql`now()` },
    })
    .returning({ id: downloadRecords.id })
  return row
}

/** The user's own records, most recent first; a document's name follows the request's language. */
export async function listDownloadRecords(
  db: Database,
  lang: Lang,
  userId: number,
  q: PageQuery,
): Promise<Page<DownloadRecord>> {
  const mine = eq(downloadRecords.userId, userId)
  return pageOf(
    q,
    db
      .select({
        id: downloadRecords.id,
        appendixId: downloadRecords.documentId,
        name: sql<string>`coalesce(${pick(lang, fileDocuments.titleZh, fileDocuments.titleEn)}, ${downloadRecords.name})`,
        url: downloadRecords.url,
        size: downloadRecords.sizeBytes,
        createdAt: downloadRecords.createdAt,
      })
      .from(downloadRecords)
      .leftJoin(fileDocuments, eq(fileDocuments.id, downloadRecords.documentId))
      .where(mine)
      .orderBy(desc(downloadRecords.createdAt), desc(downloadRecords.id)),
    db.$count(downloadRecords, mine),
    ({ createdAt, ...row }) => ({ ...row, createTime: createdAt.getTime() }),
  )
}

/** Deletes one of the user's records; false when it is not theirs or does not exist. */
export async function deleteDownloadRecord(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(downloadRecords)
    .where(and(eq(downloadRecords.id, id), eq(downloadRecords.userId, userId)))
    .returning({ id: downloadRecords.id })
  return removed.length > 0
}
