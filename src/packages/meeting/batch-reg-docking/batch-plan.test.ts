import type { MeetingCard } from '@/contract/meeting'
import { allPages, BATCH_MAX, byDay, toggled } from './batch-plan'

const at = (day: number, hour: number) => Date.UTC(2026, 8, day, hour - 8)
const meeting = (id: number, startTime: number) => ({ id, startTime }) as MeetingCard

describe('batch enrolment', () => {
  it('reads every page of the programme', async () => {
    const load = jest.fn(({ pageNum }: { pageNum: number }) =>
      Promise.resolve({ list: pageNum < 3 ? [pageNum] : [], total: 60, pageNum, pageSize: 50 }),
    )
    expect(await allPages(load)).toEqual([1, 2])
    expect(load).toHaveBeenCalledTimes(3)
    const once = jest.fn().mockResolvedValue({ list: [1, 2], total: 2, pageNum: 1, pageSize: 50 })
    expect(await allPages(once)).toEqual([1, 2])
    expect(once).toHaveBeenCalledTimes(1)
  })

  it("groups meetings by the fair's day, earliest first", () => {
    const days = byDay([meeting(3, at(10, 9)), meeting(1, at(9, 14)), meeting(2, at(9, 9)), meeting(4, at(10, 7))])
    expect(days.map(({ day, meetings }) => [day, meetings.map((m) => m.id)])).toEqual([
      ['2026-09-09', [2, 1]],
      ['2026-09-10', [4, 3]],
    ])
  })

  it('selects and unselects, up to the batch limit', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3])
    expect(toggled([1, 2], 1)).toEqual([2])
    const full = Array.from({ length: BATCH_MAX }, (_, i) => i)
    expect(toggled(full, 99)).toBeNull()
    expect(toggled(full, 0)).toHaveLength(BATCH_MAX - 1)
  })
})
