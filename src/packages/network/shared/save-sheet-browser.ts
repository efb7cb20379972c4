import { filenameOf, refusalOf, unanswered, type SheetDownload } from './sheet-download'

/**
 * Fetches the sheet and saves it through a Blob link; a refusal rejects with the server's code and words, no answer
 * as a network failure.
 */
export async function saveInBrowser(
  { url, headers, filename }: SheetDownload,
  doc: Document = document,
): Promise<void> {
  const response = await fetch(url, { headers }).catch(unanswered)
  if (!response.ok || !/spreadsheet/.test(response.headers.get('content-type') ?? ''))
    throw refusalOf(await response.json().catch(() => null), response.status)
  const link = doc.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = filenameOf(response.headers.get('content-disposition'), filename)
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}
