import { toFairTime } from '@/utils/date'

/** "2026-09-08 09:00 - 10:30" on one day, both full date-times when it spans days (the fair's clock). */
export function meetingTimeRange(startTime: number, endTime: number): string {
  return timeRange(startTime, endTime, 'YYYY-MM-DD')
}

/** "09-08 09:00 - 10:30", as a programme card shows it: the year is the edition's. */
export function meetingClock(startTime: number, endTime: number): string {
  return timeRange(startTime, endTime, 'MM-DD')
}

function timeRange(startTime: number, endTime: number, dateFormat: string): string {
  const start = toFairTime(startTime)
  const end = toFairTime(endTime)
  const endFormat = start.isSame(end, 'day') ? 'HH:mm' : `${dateFormat} HH:mm`
  return `${start.format(`${dateFormat} HH:mm`)} - ${end.format(endFormat)}`
}

/** The day of the fair (yyyy-mm-dd on its clock) a point in time falls on. */
export function fairDay(time: number): string {
  return toFairTime(time).format('YYYY-MM-DD')
}

/** The programme day a list opens on: the day of the server's `now` when it has meetings, else the first day. */
export function startDay(days: { value: string }[], now: number): string | undefined {
  const today = fairDay(now)
  return (days.find((day) => day.value === today) ?? days[0])?.value
}
