import { WebView } from '@tarojs/components'
import type { MessageKey } from '@/i18n'

/** The mini program shows the hall in a web-view (its address must be one of the mini program's business domains). */
export function HallFrame({ address }: { address: string; intro: MessageKey }) {
  return <WebView src={address} />
}
