import type { AgendaEntry, MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'

/** A time on the fair's clock (UTC+8): 8-11 September 2026. */
export const fairTime = (day: number, hour: number, minute = 0) => Date.UTC(2026, 8, day, hour - 8, minute)

/** A meeting as its details answer, open for sign-up unless told otherwise. Jest only. */
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

/** A fake `api.call` answering the meeting's details with this meeting. Jest only. */
export const detailCall = (detail: MeetingDetail) => answering(answer(meetings.detail, () => detail))

/** What a sign-up page asks about a meeting not yet signed up for: the meeting, its sign-up status, the sign-up. Jest only. */
export const signUpCalls = (detail: MeetingDetail = meetingDetail()) => ({
  call: detailCall(detail),
  meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: false }),
  meetingSignUp: jest.fn().mockResolvedValue(null),
})

/** A parallel forum on 10 September, 09:00-11:00, with two speakers, its agenda file and a live room. Jest only. */
export const forumDetail = (overrides: Partial<MeetingDetail> = {}): MeetingDetail =>
  meetingDetail({
    id: 12,
    kind: 'parallelForum',
    title: '数字贸易平行论坛',
    venue: '厦门国际会议中心',
    hall: 'B馆',
    room: '3号会议室',
    host: '投洽会组委会',
    startTime: fairTime(10, 9),
    endTime: fairTime(10, 11),
    seatsLeft: 18,
    summary: '数字贸易规则与合作',
    capacity: 120,
    signedUpCount: 102,
    speakers: [
      {
        id: 31,
        name: '陈明',
        position: '首席经济学家',
        organisation: '厦门大学',
        avatar: '/static/img/speaker-31.svg',
      },
      { id: 32, name: 'Anna Berg', position: '', organisation: 'Nordic Trade Council', avatar: '' },
    ],
    materials: [{ id: 41, name: '论坛议程.pdf', url: '/static/files/agenda-12.pdf' }],
    live: { id: 51, state: 'notStarted' },
    hasOnlineRoom: true,
    ...overrides,
  })

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
