import { saveInMiniProgram } from './save-sheet-mini'
import type { SheetDownload } from './sheet-download'

export type { SheetDownload } from './sheet-download'

/** Mini program: the sheet is downloaded and opened in the system viewer, whose menu saves or forwards it. */
export function saveSheet(download: SheetDownload): Promise<void> {
  return saveInMiniProgram(download)
}
