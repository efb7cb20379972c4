import { saveInBrowser } from './save-sheet-browser'
import type { SheetDownload } from './sheet-download'

export type { SheetDownload } from './sheet-download'

/** H5: the sheet is fetched with the user's token and saved through a download link. */
export function saveSheet(download: SheetDownload): Promise<void> {
  return saveInBrowser(download)
}
