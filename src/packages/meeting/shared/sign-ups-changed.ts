import { meetings } from '@/contract/meeting.endpoints'
import { invalidateEndpoints, markEndpointsStale } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'

/**
 * After a sign-up or a cancellation: a meeting's seats and online room change with it, so the meeting details the
 * cache of page data holds are asked for again, at once for a page showing one, or when one is opened next; the
 * programme's lists (seats left) when one is opened next.
 */
export function signUpsChanged({ queries }: Pick<RootStore, 'queries'>): void {
  void invalidateEndpoints(queries, meetings.detail)
  markEndpointsStale(queries, meetings.list)
}
