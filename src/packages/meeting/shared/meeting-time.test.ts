import { fairDay, meetingClock, meetingTimeRange, startDay } from './meeting-time'

// 09:00 and 10:30 in Xiamen (UTC+8).
const fairTime = (day: number, hour: number, minute: number) => Date.UTC(2026, 8, day, hour - 8, minute)
const start = fairTime(8, 9, 0)
const end = fairTime(8, 10, 30)

describe('meetingTimeRange', () => {
  it('gives the end time only when the meeting ends the same day', () => {
    expect(meetingTimeRange(start, end)).toBe('2026-09-08 09:00 - 10:30')
  })

  it('gives both dates when it spans days', () => {
    expect(meetingTimeRange(start, fairTime(9, 12, 0))).toBe('2026-09-08 09:00 - 2026-09-09 12:00')
  })

  it("tells the days apart on the fair's clock, not the device's", () => {
    // 07:00 to 09:00 in Xiamen is the evening before in UTC, but one day at the fair.
    expect(meetingTimeRange(fairTime(8, 7, 0), fairTime(8, 9, 0))).toBe('2026-09-08 07:00 - 09:00')
  })
})

describe('meetingClock', () => {
  it('leaves the year out, as a card of the programme shows the time', () => {
    expect(meetingClock(start, end)).toBe('09-08 09:00 - 10:30')
    expect(meetingClock(start, fairTime(9, 12, 0))).toBe('09-08 09:00 - 09-09 12:00')
  })
})

describe('the day a programme opens on', () => {
  const days = ['2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'].map((value) => ({ value }))

  it("is the server's day on the fair's clock when the programme has it", () => {
    // 00:30 on the 10th in Xiamen is still the 9th in UTC.
    expect(fairDay(fairTime(10, 0, 30))).toBe('2026-09-10')
    expect(startDay(days, fairTime(10, 0, 30))).toBe('2026-09-10')
  })

  it('is the first day before the fair, on a day without meetings and after it', () => {
    expect(startDay(days, fairTime(1, 12, 0))).toBe('2026-09-08')
    expect(startDay(days, fairTime(20, 12, 0))).toBe('2026-09-08')
    expect(startDay([], fairTime(9, 12, 0))).toBeUndefined()
  })
})
