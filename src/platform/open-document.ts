import { openInBrowser } from './open-document-browser'
import type { OpenableDocument } from './open-document-kind'
import { openInMiniProgram } from './open-document-mini'

export type { OpenableDocument } from './open-document-kind'

/**
 * Opens a file the way the target allows. The build picks open-document.weapp.ts or open-document.h5.ts
 * instead of this file; this one serves other targets and tests, choosing by TARO_ENV at run time.
 */
export function openDocument(doc: OpenableDocument): Promise<void> {
  return process.env.TARO_ENV === 'h5' ? openInBrowser(doc) : openInMiniProgram(doc)
}
