import { meetingStatus, meetingTimeRange } from './meeting-time'

const start = new Date(2026, 8, 8, 9, 0).getTime()
const end = new Date(2026, 8, 8, 10, 30).getTime()

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
    expect(meetingTimeRange(start, new Date(2026, 8, 9, 12, 0).getTime())).toBe('2026-09-08 09:00 - 2026-09-09 12:00')
  })
})
