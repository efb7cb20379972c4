import Taro from '@tarojs/taro'
import { refusalOf, unanswered, type SheetDownload } from './sheet-download'

type MiniApis = Pick<typeof Taro, 'downloadFile' | 'openDocument' | 'getFileSystemManager'>

/** The JSON a refused download wrote to its temporary file (the server's envelope), or null. */
function envelopeIn(taro: MiniApis, path: string): unknown {
  try {
    return JSON.parse(String(taro.getFileSystemManager().readFileSync(path, 'utf8')))
  } catch {
    return null
  }
}

/**
 * Downloads the sheet with the user's headers to a temporary file and opens it with the share menu; a refusal
 * rejects with the server's code and words, no answer as a network failure.
 */
export async function saveInMiniProgram({ url, headers }: SheetDownload, taro: MiniApis = Taro): Promise<void> {
  const { tempFilePath, statusCode } = await taro.downloadFile({ url, header: headers }).catch(unanswered)
  if (statusCode !== 200) throw refusalOf(envelopeIn(taro, tempFilePath), statusCode)
  await taro.openDocument({ filePath: tempFilePath, fileType: 'xlsx', showMenu: true })
}
