import Taro from '@tarojs/taro'
import type { LoadingIndicator } from './client'

/** The blocking loading toast; `title` is read at show time so it follows the current language. */
export function taroLoading(title: () => string): LoadingIndicator {
  return {
    show: () => void Taro.showLoading({ title: title(), mask: true }),
    hide: () => void Taro.hideLoading(),
  }
}
