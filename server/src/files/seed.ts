import { FILE_CATEGORIES, FILE_DOCUMENTS, type CatalogueDocument } from './catalogue.fixtures'
import { renderPdf, type PdfPage } from './pdf.seed'
import type { contentAppendixes, fileCategories, fileDocuments } from './schema'
import { ContentType } from '../../../src/contract/common.codes'
import { renderPlaceholderSvg } from '../platform/images'
import { bilingualColumns, DAY_MS } from '../platform/text'

/** Where the server serves the demo documents from (server/static/files). */
export const FILE_ROUTE_PREFIX = '/static/files/'

/** The material centre's image documents (a placeholder image URL) have no PDF text. */
export const isPdfDocument = (doc: CatalogueDocument): doc is CatalogueDocument & { pages: PdfPage[] } =>
  doc.pages !== undefined

/** The URL a catalogue document is served at. */
export const documentUrl = (doc: CatalogueDocument) =>
  doc.file.startsWith('/') ? doc.file : `${FILE_ROUTE_PREFIX}${doc.file}`

/** The exact bytes served for a document: its generated PDF, or the placeholder image it points to. */
export function documentBytes(doc: CatalogueDocument): Buffer {
  if (isPdfDocument(doc)) return renderPdf(doc.pages)
  const match = /\/static\/img\/([a-z]+)-(\d+)\.svg$/.exec(doc.file)
  if (!match) throw new Error(`no content for ${doc.file}`)
  return Buffer.from(renderPlaceholderSvg(match[1] as 'exhibition', Number(match[2])), 'utf8')
}

export function buildFileCategories(): (typeof fileCategories.$inferInsert)[] {
  return FILE_CATEGORIES.map((c, index) => ({ id: c.id, labelZh: c.label.zh, labelEn: c.label.en, sort: index }))
}

export function buildFileDocuments(now: Date): (typeof fileDocuments.$inferInsert)[] {
  return FILE_DOCUMENTS.map((doc, index) => ({
    id: index + 1,
    categoryId: doc.categoryId,
    ...bilingualColumns({ title: doc.title }),
    url: documentUrl(doc),
    sizeBytes: documentBytes(doc).length,
    publishTime: new Date(now.getTime() - doc.age * DAY_MS),
  }))
}

/** Document ids (1-based, in FILE_DOCUMENTS order) of each category. */
function idsOf(categoryId: number): number[] {
  return FILE_DOCUMENTS.flatMap((doc, index) => (doc.categoryId === categoryId ? [index + 1] : []))
}

/** Appendixes of the first projects (reports and policies), parks (policies and the floor plan), news and main meetings (fair and forum papers). */
export function buildContentAppendixes(): (typeof contentAppendixes.$inferInsert)[] {
  const reports = idsOf(3)
  const policies = idsOf(4)
  const fairPapers = [...idsOf(1), ...idsOf(5)]
  const floorPlan = FILE_DOCUMENTS.findIndex((doc) => !isPdfDocument(doc)) + 1
  const rows: (typeof contentAppendixes.$inferInsert)[] = []
  const attach = (contentType: number, contentId: number, documentIds: number[]) =>
    documentIds.forEach((documentId, sort) => rows.push({ contentType, contentId, documentId, sort }))
  for (let id = 1; id <= 12; id++) {
    attach(ContentType.project, id, [reports[id % reports.length], policies[id % policies.length]])
  }
  for (let id = 1; id <= 8; id++) {
    attach(ContentType.park, id, [policies[id % policies.length], floorPlan])
  }
  for (let id = 1; id <= 6; id++) {
    attach(ContentType.news, id, [fairPapers[id % fairPapers.length]])
  }
  // The main forums' papers: the opening days of this fair and the last one's reviews.
  for (const id of [1, 2, 3, 10, 21, 46, 49, 57]) {
    attach(ContentType.meeting, id, [fairPapers[id % fairPapers.length], reports[id % reports.length]])
  }
  return rows
}
