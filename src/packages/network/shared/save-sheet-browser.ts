import { filenameOf, type SheetDownload } from './sheet-download'

/** Fetches the sheet (a refusal's envelope message becomes the error) and saves it through a Blob link. */
export async function saveInBrowser(
  { url, headers, filename }: SheetDownload,
  doc: Document = document,
): Promise<void> {
  const response = await fetch(url, { headers })
  if (!response.ok || !/spreadsheet/.test(response.headers.get('content-type') ?? '')) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null
    throw new Error(body?.msg || `download failed with status ${response.status}`)
  }
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
