import type { CalendarExport, CalendarSource } from './calendar-event'
import { exportToCalendar as saveFile } from './calendar-export.h5'
import { exportToCalendar as addToPhone } from './calendar-export.weapp'

/**
 * Puts meetings into the user's calendar. The build picks calendar-export.h5.ts or calendar-export.weapp.ts instead
 * of this file; this one serves tests, choosing by TARO_ENV at run time.
 */
export function exportToCalendar(source: CalendarSource): Promise<CalendarExport> {
  return process.env.TARO_ENV === 'h5' ? saveFile(source) : addToPhone(source)
}
