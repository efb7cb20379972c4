import { meetingStatus, meetingTimeRange } from './meeting-time'

// 09:00 and 10:30 in Xiamen (UTC+8).
const fairTime = (day: number, hour: number, minute: number) => Date.UTC(2026, 8, day, hour - 8, minute)
const start = fairTime(8, 9, 0)
const end = fairTime(8, 10, 30)

describe('meetingStatus', () => {
  it('is not started before the start, ongoing until the end, finished from the end', () => {
    expect(meetingStatus(start, end, start - 1)).toBe('notStarted')
    expect(meetingStatus(start, end, start)).toBe('ongoing')
    expect(meetingStatus(start, end, end - 1)).toBe('ongoing')
    expect(meetingStatus(start, end, end)).toBe('finished')
  })
})

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
