import { openInBrowser } from './open-document-browser'
import type { OpenableDocument } from './open-document-kind'

export type { OpenableDocument } from './open-document-kind'

/** Opens a file in the browser (a new tab with the browser's viewer). */
export function openDocument(doc: OpenableDocument): Promise<void> {
  return openInBrowser(doc)
}
