import { useT } from '@/stores/context'
import { relativeTime } from '@/utils/relative-time'

/** Formats a time as 'just now', 'N hours ago', '1-3 days ago' or the date, in the current language. */
export function useRelativeTime(): (time: number) => string {
  const t = useT()
  return (time) => {
    const r = relativeTime(time, Date.now())
    if (r.kind === 'justNow') return t('time.justNow')
    if (r.kind === 'hoursAgo') return t('time.hoursAgo', { count: r.hours })
    if (r.kind === 'daysAgo') return t('time.daysAgo', { count: r.days })
    return r.date
  }
}
