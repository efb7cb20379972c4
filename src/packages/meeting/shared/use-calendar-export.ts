import { useState } from 'react'
import { failureText, toast } from '@/components/toast'
import type { Translate } from '@/i18n'
import { useT } from '@/stores/context'
import type { CalendarExport, CalendarSource } from './calendar-event'
import { exportToCalendar } from './calendar-export'

/** What the user is told once the calendar has (or has not) taken the events. */
export function calendarMessage(result: CalendarExport, t: Translate): string {
  if (result.kind === 'file') return t('meeting.calendar.saved', { filename: result.filename })
  if (result.added === 0) return t('meeting.calendar.notAdded')
  if (result.added < result.of) return t('meeting.calendar.addedSome', { added: result.added, of: result.of })
  return t('meeting.calendar.added', { count: result.added })
}

/** Exports to the calendar from a tap, one export at a time, and says how it went. */
export function useCalendarExport() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const run = async (source: CalendarSource) => {
    if (busy) return
    setBusy(true)
    try {
      toast(calendarMessage(await exportToCalendar(source), t))
    } catch (error) {
      toast(failureText(error, t, 'meeting.calendar.failed'))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
