import { circle } from '@/contract/network.endpoints'
import { forgetEndpointAnswers } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'
import { networkListsChanged } from './lists-changed'

/**
 * After the user deletes a post: the post the cache of page data holds is dropped, so the post opened again (from a
 * list not yet refreshed) asks the server and says it is gone, as it did before the cache, instead of showing it.
 * Dropped rather than marked stale: the post's own page, which the user is leaving, is not asked again meanwhile.
 * The lists that showed it are asked again when next opened.
 */
export function postDeleted({ queries }: Pick<RootStore, 'queries'>, postId: number): void {
  forgetEndpointAnswers(queries, circle.post, { id: postId })
  networkListsChanged({ queries })
}
