import type { AgendaEntry, MeetingDetail } from '@/contract/meeting'

/** A time on the fair's clock (UTC+8): 8-11 September 2026. */
export const fairTime = (day: number, hour: number, minute = 0) => Date.UTC(2026, 8, day, hour - 8, minute)

/** A meeting as meetingDetail answers, open for sign-up unless told otherwise. Jest only. */
export function meetingDetail(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    id: 7,
    kind: 'docking',
    title: '绿色低碳产业投资对接会',
    cover: '',
    venue: '厦门国际会展中心',
    hall: 'B馆',
    room: '洽谈区2',
    host: '商务部投资促进事务局',
    startTime: fairTime(10, 14),
    endTime: fairTime(10, 16),
    status: 'notStarted',
    seatsLeft: 12,
    invitationOnly: false,
    highlight: false,
    hasReplay: false,
    summary: '面向绿色低碳项目的投融资对接',
    content: '<p>议程</p>',
    capacity: 80,
    signedUpCount: 68,
    speakers: [],
    materials: [],
    live: null,
    online: null,
    hasOnlineRoom: false,
    ...overrides,
  }
}

/** An agenda entry. Jest only. */
export function agendaEntry(overrides: Partial<AgendaEntry> & Pick<AgendaEntry, 'id'>): AgendaEntry {
  return {
    kind: 'meeting',
    title: `会议 ${overrides.id}`,
    place: '厦门国际会展中心 B馆',
    startTime: fairTime(9, 9),
    endTime: fairTime(9, 10),
    status: 'notStarted',
    overlaps: [],
    ...overrides,
  }
}
