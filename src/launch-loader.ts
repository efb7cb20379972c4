import Taro from '@tarojs/taro'
import { launch } from './launch'
import { pageUrl } from './routes/navigate'

/** Mini programs have no async chunks: the launch code is part of the main package. */
export function startLaunch(query: Record<string, string> | undefined): void {
  launch(query)
}

/** Opens the not-found page for an address the app does not serve. */
export function openNotFound(from: string): void {
  void Taro.redirectTo({ url: pageUrl('notFound', { from }) })
}
