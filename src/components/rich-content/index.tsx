import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/contract/sanitize-html'
import { withAssetUrls } from '@/services/http/asset-url'
import './index.scss'

/** Server rich text, always passed through the allowlist sanitiser before it reaches the page. */
export function RichContent({ html }: { html: string }) {
  const safe = useMemo(() => withAssetUrls(sanitizeHtml(html)), [html])
  return <View className='rich-content' dangerouslySetInnerHTML={{ __html: safe }} />
}
