import type { SearchHit } from '@/services/api/common-client.dto'
import { ContentType } from '@/services/api/common.dto'

/** The H5 path each search-hit type code opens, exactly as seed 000 section 2 lists them; no other code is shown. */
const HIT_PATHS: Partial<Record<number, (id: number) => string>> = {
  [ContentType.project]: (id) => `/projectDetail?id=${id}`,
  [ContentType.article]: (id) => `/richDetail?id=${id}`,
  [ContentType.booth]: (id) => `/exhibitionBooth?id=${id}`,
  [ContentType.park]: (id) => `/parkDetail?id=${id}`,
  [ContentType.news]: (id) => `/newsDetails?id=${id}`,
  [ContentType.cluster]: (id) => `/clusterDetail?id=${id}`,
  [ContentType.product]: (id) => `/businessProductDetail?id=${id}`,
  [ContentType.vipVideo]: (id) => `/vip-video-detail?id=${id}`,
  [ContentType.meeting]: (id) => `/meeting-details?meetingId=${id}`,
  [ContentType.forumVideo]: (id) => `/meetingForumVideo?id=${id}`,
}

/** Where a hit opens (path and query), or undefined for a code the search page does not show. */
export function hitLink(hit: Pick<SearchHit, 'id' | 'type'>): string | undefined {
  return HIT_PATHS[hit.type]?.(hit.id)
}

/** Whether the search page shows the hit (its code opens a page). */
export const isShown = (hit: Pick<SearchHit, 'id' | 'type'>) => hitLink(hit) !== undefined
