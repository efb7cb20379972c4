import Taro from '@tarojs/taro'
import type { FileTransport } from './client'

/** The mini program's file upload: Taro.uploadFile is wx.uploadFile there; its answer comes as text. */
export const uploadTransport: FileTransport = async (req) => {
  const res = await Taro.uploadFile({
    url: req.url,
    filePath: req.filePath,
    name: req.field,
    header: req.header,
    timeout: req.timeout,
  })
  return { statusCode: res.statusCode, data: parseJson(res.data) }
}

/** The envelope in an upload's text answer, or nothing when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
