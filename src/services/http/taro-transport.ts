import Taro from '@tarojs/taro'
import type { Transport } from './client'

/** Taro.request as the client's transport; HTTP error statuses still carry the server's envelope. */
export const taroTransport: Transport = async (req) => {
  const res = await Taro.request({
    url: req.url,
    method: req.method,
    data: req.data,
    header: req.header,
    timeout: req.timeout,
    dataType: 'json',
  })
  return { statusCode: res.statusCode, data: res.data }
}
