import { View } from '@tarojs/components'
import { useEffect } from 'react'
import { CollectButton } from '@/components/collect-button'
import { LikeButton } from '@/components/like-button'
import { usePageShare } from '@/features/share/use-page-share'
import { useTrack } from '@/features/tracking/use-track'

export interface ShownContent {
  title: string
  image?: string
  contentId: number
  contentType: number
}

/** What every content page does once its item is shown: offers it for sharing and records one view. */
export function useShownContent(item: ShownContent | undefined) {
  usePageShare(item && { title: item.title, image: item.image })
  const track = useTrack()
  const key = item && `${item.contentType}:${item.contentId}`
  useEffect(() => {
    if (item)
      track('content_view', {
        contentId: String(item.contentId),
        paramId: String(item.contentType),
        paramName: item.title,
      })
    // One event per item shown, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/** The bar at the bottom of a content page: like and collect. */
export function DetailActions({ contentId, contentType }: { contentId: number; contentType: number }) {
  return (
    <View className='detail__actions'>
      <LikeButton contentId={contentId} contentType={contentType} />
      <CollectButton contentId={contentId} contentType={contentType} />
    </View>
  )
}
