import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/services/http/asset-url'

/**
 * A person's or a group's picture; without one, the first character of the name on a tinted disc, since an image
 * without an address draws an empty box.
 */
export function Avatar({
  src,
  name,
  className,
  lazyLoad,
}: {
  src?: string
  name: string
  className: string
  lazyLoad?: boolean
}) {
  if (src) return <Image className={className} src={assetUrl(src)} mode='aspectFill' lazyLoad={lazyLoad} />
  return (
    <View className={`${className} net-avatar-initial`} aria-hidden>
      <Text>{Array.from(name.trim())[0]?.toUpperCase() ?? ''}</Text>
    </View>
  )
}
