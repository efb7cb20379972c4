import type { OpenableDocument } from './open-document-kind'

type BrowserWindow = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> }

/**
 * Browser: the file opens in a new tab, where the browser's own viewer shows PDFs and images; when a pop-up
 * is blocked (some webviews), the current tab goes to the file instead. Must be called from a tap handler.
 */
export async function openInBrowser(doc: OpenableDocument, win: BrowserWindow = window): Promise<void> {
  const opened = win.open(doc.url, '_blank')
  if (opened) opened.opener = null
  else win.location.assign(doc.url)
}
