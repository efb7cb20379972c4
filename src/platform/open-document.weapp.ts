import { openInMiniProgram } from './open-document-mini'
import type { OpenableDocument } from './open-document-kind'

export type { OpenableDocument } from './open-document-kind'

/** Opens a file in the mini program (download + openDocument with the share menu). */
export function openDocument(doc: OpenableDocument): Promise<void> {
  return openInMiniProgram(doc)
}
