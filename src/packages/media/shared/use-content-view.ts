import { useShownContent } from '@/templates/content-detail/detail-parts'

interface Shown {
  id: number
  title: string
  cover: string
}

/** A media item shown on its page: shared and counted like every other content item. */
export function useContentView(item: Shown | undefined, contentType: number) {
  useShownContent(item && { title: item.title, image: item.cover, contentId: item.id, contentType })
}
