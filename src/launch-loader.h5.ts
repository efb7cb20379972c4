import Taro from '@tarojs/taro'

/** The stores and the launch (session guard, tab labels) come with the first page's chunks, not in the entry. */
export function startLaunch(): void {
  void import('./bootstrap').then(({ appStores }) => appStores())
}

/** Opens the not-found page for an address the app does not serve; the route table loads only then. */
export function openNotFound(from: string): void {
  void import('./routes/navigate').then(({ pageUrl }) => Taro.redirectTo({ url: pageUrl('notFound', { from }) }))
}
