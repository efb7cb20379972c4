import type { MessageKey } from '@/i18n'
import type { DocumentKind } from '@/platform/open-document-kind'

/** "820 B", "1.5 KB", "2.3 MB"; '' for an unknown (0 or missing) size. */
export function formatFileSize(bytes: number | undefined): string {
  if (!bytes || bytes < 0 || !Number.isFinite(bytes)) return ''
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`
}

/** The label key of each kind of file. */
export const KIND_LABELS: Record<DocumentKind, MessageKey> = {
  pdf: 'files.typePdf',
  image: 'files.typeImage',
  word: 'files.typeWord',
  excel: 'files.typeExcel',
  ppt: 'files.typePpt',
  other: 'files.typeOther',
}

/** The short badge drawn as a file's icon. */
export const KIND_BADGES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  image: 'IMG',
  word: 'DOC',
  excel: 'XLS',
  ppt: 'PPT',
  other: 'FILE',
}

/** A query value as text: decoded once (H5 hands some values over still encoded), '' when absent. */
export function queryText(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A positive integer from a query value, or undefined. */
export function queryId(value: string | undefined): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** The last path segment of a URL, decoded: the name to show when none was given. */
export function fileNameOf(url: string): string {
  return queryText(url.split(/[?#]/)[0].split('/').filter(Boolean).pop())
}
