import Taro from '@tarojs/taro'
import { appStores } from './bootstrap'
import { pageUrl } from './routes/navigate'

/** Mini programs have no async chunks: the stores and the launch are part of the main package. */
export function startLaunch(query: Record<string, string> | undefined): void {
  appStores(query)
}

/** Opens the not-found page for an address the app does not serve. */
export function openNotFound(from: string): void {
  void Taro.redirectTo({ url: pageUrl('notFound', { from }) })
}
