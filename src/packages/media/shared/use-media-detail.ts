import type { RequestState } from '@/components/use-endpoint'
import type { IdQuery } from '@/contract/common'
import type { Endpoint } from '@/contract/endpoint'
import { useShownDetail } from '@/templates/content-detail/detail-parts'

interface Shown {
  id: number
  title: string
  cover: string
}

/** The media item the address names: once shown, shared and counted like every other content item. */
export function useMediaDetail<T extends Shown>(endpoint: Endpoint<IdQuery, T>, contentType: number): RequestState<T> {
  return useShownDetail({ endpoint }, (item) => ({
    title: item.title,
    image: item.cover,
    contentId: item.id,
    contentType,
  }))
}
