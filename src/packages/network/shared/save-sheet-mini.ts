import Taro from '@tarojs/taro'
import type { SheetDownload } from './sheet-download'

type MiniApis = Pick<typeof Taro, 'downloadFile' | 'openDocument'>

/** Downloads the sheet with the user's headers to a temporary file and opens it with the share menu. */
export async function saveInMiniProgram({ url, headers }: SheetDownload, taro: MiniApis = Taro): Promise<void> {
  const { tempFilePath, statusCode } = await taro.downloadFile({ url, header: headers })
  if (statusCode !== 200) throw new Error(`download failed with status ${statusCode}`)
  await taro.openDocument({ filePath: tempFilePath, fileType: 'xlsx', showMenu: true })
}
