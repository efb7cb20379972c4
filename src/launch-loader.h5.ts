import Taro from '@tarojs/taro'

/** The launch code (stores, session guard) comes in its own chunk, beside the first page's, not in the entry. */
export function startLaunch(query: Record<string, string> | undefined): void {
  void import('./launch').then(({ launch }) => launch(query))
}

/** Opens the not-found page for an address the app does not serve; the route table loads only then. */
export function openNotFound(from: string): void {
  void import('./routes/navigate').then(({ pageUrl }) => Taro.redirectTo({ url: pageUrl('notFound', { from }) }))
}
