import type { OpenableDocument } from './open-document-kind'
import { openInMiniProgram } from './open-document-mini'

export type { OpenableDocument } from './open-document-kind'

/** Opens a file in the mini program (download + openDocument with the share menu). */
export function openDocument(doc: OpenableDocument): Promise<void> {
  return openInMiniProgram(doc)
}
