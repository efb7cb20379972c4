import { saveInBrowser } from './save-sheet-browser'
import { saveInMiniProgram } from './save-sheet-mini'
import type { SheetDownload } from './sheet-download'

export type { SheetDownload } from './sheet-download'

/**
 * Gets a spreadsheet the server writes for the signed-in user and hands it to the person. The build picks
 * save-sheet.h5.ts or save-sheet.weapp.ts instead; this one serves tests, choosing by TARO_ENV at run time.
 */
export function saveSheet(download: SheetDownload): Promise<void> {
  return process.env.TARO_ENV === 'h5' ? saveInBrowser(download) : saveInMiniProgram(download)
}
