import type { Translate } from '@/i18n'
import { formatDate } from '@/utils/date'

/** "2026年9月8日 至 2026年9月11日" / "Sep 8, 2026 to Sep 11, 2026" in the current language. */
export function dateRange(t: Translate, start: string, end: string): string {
  const format = t('exhibition.dateFormat')
  return t('exhibition.dateRange', { start: formatDate(start, format), end: formatDate(end, format) })
}
