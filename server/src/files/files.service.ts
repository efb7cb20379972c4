import { and, desc, eq, type SQL } from 'drizzle-orm'
import { fileCategories, fileDocuments } from './schema'
import type { FilterOf, Option, Page } from '../../../src/contract/common'
import type { FileDocument, FileQuery } from '../../../src/contract/files'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { labelOptions } from '../platform/options'
import { pageOf } from '../platform/page'

/** The material centre's categories, in their display order, as select options. */
export async function listFileCategories(db: Database, lang: Lang): Promise<Option[]> {
  return labelOptions(db, lang, fileCategories)
}

function documentColumns(lang: Lang) {
  return {
    id: fileDocuments.id,
    name: pick(lang, fileDocuments.titleZh, fileDocuments.titleEn),
    url: fileDocuments.url,
    size: fileDocuments.sizeBytes,
    categoryId: fileDocuments.categoryId,
    category: pick(lang, fileCategories.labelZh, fileCategories.labelEn),
    publishTime: fileDocuments.publishTime,
  }
}

type DocumentRow = { publishTime: Date } & Omit<FileDocument, 'publishTime'>

const toDocument = (row: DocumentRow): FileDocument => ({ ...row, publishTime: row.publishTime.getTime() })

function whereOf(filter: FilterOf<FileQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    keywordMatch(filter.keyword, bilingualKeyword(fileDocuments, 'title'))?.where,
  ]
  if (filter.categoryId) conditions.push(eq(fileDocuments.categoryId, Number(filter.categoryId)))
  return and(...conditions)
}

/** Documents matching the keyword (either language) and category, newest first. */
export async function listFileDocuments(db: Database, lang: Lang, q: FileQuery): Promise<Page<FileDocument>> {
  const where = whereOf(q)
  return pageOf(
    q,
    db
      .select(documentColumns(lang))
      .from(fileDocuments)
      .innerJoin(fileCategories, eq(fileCategories.id, fileDocuments.categoryId))
      .where(where)
      .orderBy(desc(fileDocuments.publishTime), desc(fileDocuments.id)),
    db.$count(fileDocuments, where),
    toDocument,
  )
}

/** One document, or null when the id is unknown. */
export async function getFileDocument(db: Database, lang: Lang, id: number): Promise<FileDocument | null> {
  const [row] = await db
    .select(documentColumns(lang))
    .from(fileDocuments)
    .innerJoin(fileCategories, eq(fileCategories.id, fileDocuments.categoryId))
    .where(eq(fileDocuments.id, id))
  return row ? toDocument(row) : null
}
