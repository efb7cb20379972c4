import { ContentType } from '@/contract/common.codes'
import type { SearchHit } from '@/contract/search'
import { USER_HIT_TYPE } from '@/contract/search.codes'
import { contentTarget } from '@/features/content/content-target'
import type { RouteTarget } from '@/routes/navigate'

/** The search-hit type codes seed 000 section 2 says open a page; no other code is shown. */
const SHOWN_CODES: ReadonlySet<number> = new Set([
  ContentType.project,
  ContentType.article,
  ContentType.booth,
  ContentType.park,
  ContentType.news,
  ContentType.cluster,
  ContentType.product,
  ContentType.vipVideo,
  ContentType.meeting,
  ContentType.forumVideo,
])

/** Where a hit opens, or undefined for a code the search page does not show. */
export function hitTarget(hit: Pick<SearchHit, 'id' | 'type'>): RouteTarget | undefined {
  // A business card (userInfoSearch) is a person, by user id: their page.
  if (hit.type === USER_HIT_TYPE) return { route: 'homepage', query: { id: hit.id } }
  // An investment-circle post (dynamicSearch): its page in the circle.
  if (hit.type === ContentType.dynamic) return { route: 'goldkeySocialDetail', query: { id: hit.id } }
  return SHOWN_CODES.has(hit.type) ? contentTarget(hit.type, hit.id) : undefined
}

/** Whether the search page shows the hit (its code opens a page). */
export const isShown = (hit: Pick<SearchHit, 'id' | 'type'>) => hitTarget(hit) !== undefined
