import type { BoothActivity, BoothActivityDetail, MeetingOptions } from '@/contract/meeting'

const HOUR = 3_600_000
/** 10:00 on 9 September 2026 at the fair (UTC+8). */
const SEPT_9_10AM = Date.UTC(2026, 8, 9, 2)

/** A booth activity as the server answers it, on 9 September from 10:00 plus `id` hours. */
export const activity = (id: number, extra: Partial<BoothActivity> = {}): BoothActivity => ({
  id,
  title: `象屿供应链集团新品发布 ${id}`,
  cover: '/static/img/exhibition-1.svg',
  host: '象屿供应链集团',
  hall: 'A1',
  area: '福建省展区',
  booth: 'A1-105',
  startTime: SEPT_9_10AM + id * HOUR,
  endTime: SEPT_9_10AM + (id + 1) * HOUR,
  status: 'notStarted',
  subscribed: false,
  subscribers: 12,
  live: null,
  ...extra,
})

export const activityDetail = (id: number, extra: Partial<BoothActivityDetail> = {}): BoothActivityDetail => ({
  ...activity(id),
  introduction: '象屿供应链集团在A1-105展位举办新品发布会。',
  ...extra,
})

export const meetingOptions = (): MeetingOptions => ({
  days: [
    { value: '2026-09-08', label: '9月8日 周二' },
    { value: '2026-09-09', label: '9月9日 周三' },
  ],
  kinds: [],
  halls: [],
  activityHalls: [
    { value: 'A1', label: 'A1馆' },
    { value: 'B2', label: 'B2馆' },
  ],
  editions: [],
  now: SEPT_9_10AM,
})

/** A page of a list answer. */
export const pageOf = <T>(list: T[], total = list.length) => ({ list, total })
