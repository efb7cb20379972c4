import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FILE_DOCUMENTS } from './catalogue.fixtures'
import { renderPdf } from './pdf.seed'
import { isPdfDocument } from './seed'

/** The folder GET /static/files/:file serves. */
export const STATIC_FILES_DIR = fileURLToPath(new URL('../../static/files/', import.meta.url))

/** Writes every catalogue PDF into server/static/files (run after changing the catalogue's text). */
export function writeDemoPdfs(dir = STATIC_FILES_DIR): string[] {
  mkdirSync(dir, { recursive: true })
  return FILE_DOCUMENTS.filter(isPdfDocument).map((doc) => {
    writeFileSync(join(dir, doc.file), renderPdf(doc.pages))
    return doc.file
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`wrote ${writeDemoPdfs().join(', ')}`)
}
