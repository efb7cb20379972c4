import { configure as configureIcons } from '@nutui/icons-react-taro'
import { hooks } from '@tarojs/shared'
import Taro from '@tarojs/taro'
import { appStores } from './bootstrap'
import { pageUrl } from './routes/navigate'

// WeChat draws only its own components, and Taro's templates have none for the `i` NutUI's icons render as.
configureIcons({ tag: 'view' })
// NutUI's uploader writes its label and file names in raw spans, which WeChat has no template for either: as text.
hooks.tap('modifyHydrateData', (data: Record<string, unknown>) => {
  if (data.nn === 'span') data.nn = 'text'
})

/** Mini programs have no async chunks: the stores and the launch are part of the main package. */
export function startLaunch(query: Record<string, string> | undefined): void {
  appStores(query)
}

/** Opens the not-found page for an address the app does not serve. */
export function openNotFound(from: string): void {
  void Taro.redirectTo({ url: pageUrl('notFound', { from }) })
}
