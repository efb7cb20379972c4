import Taro from '@tarojs/taro'
import type { CalendarExport, CalendarSource } from './calendar-event'

/** Reminds a quarter of an hour before a meeting starts, time to walk to its hall. */
const REMIND_BEFORE_S = 15 * 60

/**
 * The mini program cannot hand a file to the calendar: each event goes in through WeChat's addPhoneCalendar, which
 * asks the user every time; the first one declined stops the rest.
 */
export async function exportToCalendar({ events }: CalendarSource): Promise<CalendarExport> {
  let added = 0
  for (const event of events) {
    try {
      await Taro.addPhoneCalendar({
        title: event.title,
        location: event.place,
        startTime: Math.floor(event.startTime / 1000),
        // Taro types it as a string; WeChat takes the seconds either way.
        endTime: String(Math.floor(event.endTime / 1000)),
        alarm: true,
        alarmOffset: REMIND_BEFORE_S,
      })
      added += 1
    } catch {
      break
    }
  }
  return { kind: 'phone', added, of: events.length }
}
