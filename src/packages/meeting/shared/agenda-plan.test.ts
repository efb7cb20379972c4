import type { AgendaEntry } from '@/contract/meeting'
import { entryKey, nowAndNext, planDays } from './agenda-plan'

// A time on the fair's clock (UTC+8).
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 8, day, hour - 8, minute)

function entry(id: number, start: number, end: number, overlaps: string[] = [], kind: AgendaEntry['kind'] = 'meeting') {
  return {
    kind,
    id,
    title: `entry ${id}`,
    place: 'Hall A',
    startTime: start,
    endTime: end,
    status: 'notStarted',
    overlaps,
  } satisfies AgendaEntry
}

describe('planDays', () => {
  it("groups entries by the fair's day, earliest first, with the free time between busy stretches", () => {
    const plan = planDays([
      entry(3, at(9, 14), at(9, 15)),
      entry(1, at(8, 9), at(8, 10, 30)),
      entry(2, at(9, 9), at(9, 11)),
      // Early morning in Xiamen is the day before in UTC: still the 10th at the fair.
      entry(4, at(10, 7), at(10, 8)),
    ])
    expect(plan.map((day) => day.day)).toEqual(['2026-09-08', '2026-09-09', '2026-09-10'])
    expect(plan[1].rows).toEqual([
      { type: 'entry', entry: expect.objectContaining({ id: 2 }), overlapsWith: [] },
      { type: 'free', start: at(9, 11), end: at(9, 14) },
      { type: 'entry', entry: expect.objectContaining({ id: 3 }), overlapsWith: [] },
    ])
  })

  it('names the entries each one overlaps, and counts no free time inside a stretch of overlapping entries', () => {
    const plan = planDays([
      entry(1, at(9, 9), at(9, 12), ['meeting-2', 'activity-7']),
      entry(2, at(9, 10), at(9, 11), ['meeting-1']),
      // An activity may share a meeting's id: the kind tells them apart.
      entry(7, at(9, 11, 30), at(9, 13), ['meeting-1'], 'activity'),
      entry(5, at(9, 12, 15), at(9, 13), ['meeting-7']),
    ])
    const rows = plan[0].rows
    expect(rows.map((row) => row.type)).toEqual(['entry', 'entry', 'entry', 'entry'])
    const overlaps = rows.map((row) => (row.type === 'entry' ? row.overlapsWith.map(entryKey) : []))
    expect(overlaps).toEqual([['meeting-2', 'activity-7'], ['meeting-1'], ['meeting-1'], []])
  })

  it('shows a gap of half an hour or more only', () => {
    const rows = planDays([entry(1, at(9, 9), at(9, 10)), entry(2, at(9, 10, 29), at(9, 11))])[0].rows
    expect(rows.some((row) => row.type === 'free')).toBe(false)
  })
})

describe('nowAndNext', () => {
  const day = [entry(1, at(9, 9), at(9, 11)), entry(2, at(9, 14), at(9, 15)), entry(3, at(10, 9), at(10, 10))]

  it('gives what is on and the next entry of the same day', () => {
    const { now, next } = nowAndNext(day, at(9, 10))
    expect(now.map((e) => e.id)).toEqual([1])
    expect(next?.id).toBe(2)
  })

  it('gives the next entry alone when it starts within the hour', () => {
    expect(nowAndNext(day, at(9, 13, 15))).toEqual({ now: [], next: expect.objectContaining({ id: 2 }) })
    expect(nowAndNext(day, at(9, 12))).toEqual({ now: [], next: null })
  })

  it('does not reach into tomorrow while something is on', () => {
    expect(nowAndNext(day, at(9, 14, 30)).next).toBeNull()
  })
})
