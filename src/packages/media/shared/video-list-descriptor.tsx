import type { VideoCard as Video, VideoKind, VideoQuery } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import type { RouteKey } from '@/routes/table'
import type { ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { openVideo, VideoCard } from './video-card'

interface Options {
  route: RouteKey
  /** Only videos of this kind; all kinds when absent. */
  kind?: VideoKind
  /** Offer the category filter. */
  withCategories: boolean
}

/** A searchable video list (optionally of one kind, with the category filter); each card opens the video's page. */
export function videoListDescriptor({
  route,
  kind,
  withCategories,
}: Options): ContentListDescriptor<Video, VideoQuery> {
  return {
    route,
    searchPlaceholder: 'media.searchVideos',
    countLabel: 'media.videoCount',
    filters: withCategories ? [{ key: 'categoryId', label: 'media.category' }] : [],
    options: withCategories ? async (api) => ({ categoryId: await api.media.videoCategorySelect() }) : undefined,
    endpoint: media.videoList,
    request: (query) => ({ ...query, kind }),
    renderItem: (v) => <VideoCard key={v.id} video={v} onOpen={() => openVideo(v)} />,
  }
}
