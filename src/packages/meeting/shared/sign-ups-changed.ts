import { meetings, meetingSignUps } from '@/contract/meeting.endpoints'
import { invalidateEndpoints, markEndpointsStale, markLoadsStale } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'

/**
 * After a sign-up or a cancellation: a meeting's seats and online room change with it, so the meeting details the
 * cache of page data holds are asked for again, at once for a page showing one, or when one is opened next; the
 * programme's lists (seats left), the user's sign-ups and agenda when one is opened next (a page showing them reads
 * them again itself), and the open meetings the batch sign-up offers.
 */
export function signUpsChanged({ queries }: Pick<RootStore, 'queries'>): void {
  void invalidateEndpoints(queries, meetings.detail)
  markEndpointsStale(queries, meetings.list, meetingSignUps.mine, meetingSignUps.agenda)
  markLoadsStale(queries, OPEN_MEETINGS)
}

/** The name of the batch sign-up's load of every open meeting (many pages of the programme's list). */
export const OPEN_MEETINGS = 'openMeetings'
