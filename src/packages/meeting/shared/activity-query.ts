import type { BoothActivityListQuery, MeetingStatus } from '@/contract/meeting'

const STATUSES: readonly MeetingStatus[] = ['ongoing', 'notStarted', 'finished']
const DAY = /^\d{4}-\d{2}-\d{2}$/
const HALL = /^[A-Z0-9]{1,4}$/

/** A status from an address, or '' for any (an unknown one is ignored rather than refused by the server). */
export const statusParam = (value: string | undefined): MeetingStatus | '' =>
  STATUSES.includes(value as MeetingStatus) ? (value as MeetingStatus) : ''

/** The booth activity filters an address gives, each '' when absent or malformed. */
export function activityFilters(
  params: Partial<Record<string, string>>,
): Pick<BoothActivityListQuery, 'status' | 'day' | 'hall'> {
  const hall = (params.hall ?? '').toUpperCase()
  return {
    status: statusParam(params.status),
    day: DAY.test(params.day ?? '') ? params.day : '',
    hall: HALL.test(hall) ? hall : '',
  }
}

/** The statuses in the order the activity area shows them: on now, coming up, over. */
export const ACTIVITY_STATUSES = STATUSES
