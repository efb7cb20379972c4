import Taro from '@tarojs/taro'
import '@/platform/h5-chunk-yield'

/**
 * The stores and the launch (session guard, tab labels) come with the first page's chunks, not in the entry, and are
 * made in a task of their own after their chunk is read, so neither step blocks the page for long.
 */
export function startLaunch(): void {
  void import('./bootstrap').then(({ appStores }) => setTimeout(appStores, 0))
}

/** Opens the not-found page for an address the app does not serve; the route table loads only then. */
export function openNotFound(from: string): void {
  void import('./routes/navigate').then(({ pageUrl }) => Taro.redirectTo({ url: pageUrl('notFound', { from }) }))
}
