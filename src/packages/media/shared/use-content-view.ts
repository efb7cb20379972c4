import { useEffect } from 'react'
import { usePageShare } from '../../../features/share/use-page-share'
import { useTrack } from '../../../features/tracking/use-track'

interface Shown {
  id: number
  title: string
  cover: string
}

/** What every media detail page does once its item is shown: share title and image, one content_view event. */
export function useContentView(item: Shown | undefined, contentType: number) {
  usePageShare(item && { title: item.title, image: item.cover })
  const track = useTrack()
  const viewed = item && `${contentType}:${item.id}`
  useEffect(() => {
    if (item) track('content_view', { contentId: String(item.id), paramId: String(contentType), paramName: item.title })
    // One event per item shown, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewed])
}
