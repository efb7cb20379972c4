import Taro from '@tarojs/taro'
import { documentKindOf, miniProgramFileType, type OpenableDocument } from './open-document-kind'

type MiniApis = Pick<typeof Taro, 'downloadFile' | 'openDocument' | 'previewImage'>

/**
 * Mini program: images open in the image previewer; documents are downloaded to a temporary file and opened
 * with the system viewer, whose menu lets the user save or forward them. Rejects when either step fails.
 */
export async function openInMiniProgram(doc: OpenableDocument, taro: MiniApis = Taro): Promise<void> {
  if (documentKindOf(doc.url, doc.name) === 'image') {
    await taro.previewImage({ urls: [doc.url], current: doc.url })
    return
  }
  const { tempFilePath, statusCode } = await taro.downloadFile({ url: doc.url })
  if (statusCode !== 200) throw new Error(`download failed with status ${statusCode}`)
  await taro.openDocument({ filePath: tempFilePath, fileType: miniProgramFileType(doc.url, doc.name), showMenu: true })
}
