/** A spreadsheet the server writes for the signed-in user: its address and the headers that say who and in what language. */
export interface SheetDownload {
  url: string
  headers: Record<string, string>
  /** The name it is saved under when the server names none. */
  filename: string
}

/** The name in a Content-Disposition header, or the fallback. */
export function filenameOf(disposition: string | null | undefined, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback
}
