import Taro from '@tarojs/taro'
import type { LoadingIndicator, Transport } from './client'

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

/** The blocking loading toast; `title` is read at show time so it follows the current language. */
export function taroLoading(title: () => string): LoadingIndicator {
  return {
    show: () => void Taro.showLoading({ title: title(), mask: true }),
    hide: () => void Taro.hideLoading(),
  }
}
