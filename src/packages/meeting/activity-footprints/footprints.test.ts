import type { ViewedBooth } from '@/contract/exhibition'
import type { AgendaEntry, MySignUp } from '@/contract/meeting'
import { byDay, footprintsOf } from './footprints'

const HOUR = 3_600_000
const SEPT_8 = Date.UTC(2026, 8, 8, 1)

const signUp = (meetingId: number, status: MySignUp['status']): MySignUp => ({
  meetingId,
  title: `会议 ${meetingId}`,
  venue: '厦门国际会议中心',
  startTime: SEPT_8 + meetingId * HOUR,
  endTime: SEPT_8 + (meetingId + 1) * HOUR,
  status,
  signedUpAt: SEPT_8 - HOUR,
})

const entry = (id: number, kind: AgendaEntry['kind'], status: AgendaEntry['status']): AgendaEntry => ({
  kind,
  id,
  title: `${kind} ${id}`,
  place: 'A1馆 A1-105',
  startTime: SEPT_8 + 24 * HOUR + id * HOUR,
  endTime: SEPT_8 + 25 * HOUR + id * HOUR,
  status,
  overlaps: [],
})

const booth = {
  id: 3,
  boothNo: 'A2-103',
  enterpriseName: '厦门火炬',
  hall: 'A2',
  areaName: '绿色低碳展区',
} as ViewedBooth

describe('footprints', () => {
  it('keeps the meetings that are over or signed in at the door, once each, and the finished activities', () => {
    const prints = footprintsOf({
      signUps: [signUp(1, 'finished'), signUp(2, 'finished'), signUp(3, 'notStarted')],
      signIns: [
        { id: 1, meetingId: 2, meetingName: '会议 2', signTime: SEPT_8 + 2 * HOUR },
        { id: 2, meetingId: 9, meetingName: '会议 9', signTime: SEPT_8 + 9 * HOUR },
      ],
      agenda: [entry(4, 'activity', 'finished'), entry(5, 'activity', 'ongoing'), entry(6, 'meeting', 'finished')],
      booths: [{ ...booth, lastViewedAt: SEPT_8 + 30 * HOUR }],
    })
    expect(prints.map((p) => [p.kind, p.id, p.signedUp, p.signedIn])).toEqual([
      ['booth', 3, false, false],
      ['activity', 4, false, false],
      ['meeting', 9, false, true],
      ['meeting', 2, true, true],
      ['meeting', 1, true, false],
    ])
    expect(prints[0]).toMatchObject({ title: 'A2-103 厦门火炬', place: 'A2 · 绿色低碳展区' })
  })

  it('groups them by day on the fair clock, the latest first', () => {
    const prints = footprintsOf({ signUps: [signUp(1, 'finished'), signUp(15, 'finished')] })
    expect(byDay(prints).map((d) => [d.day, d.items.length])).toEqual([
      ['2026-09-09', 1],
      ['2026-09-08', 1],
    ])
    expect(footprintsOf({})).toEqual([])
  })
})
