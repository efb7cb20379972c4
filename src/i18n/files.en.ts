import type { zh } from './files'

/** English strings of the files domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'files.route.filesCenter': 'Materials',
  'files.route.filePdf': 'Document',
  'files.route.downloadFile': 'Attachments',
  'files.route.downView': 'File preview',
  'files.route.downloadRecords': 'Downloads',
  'files.searchPlaceholder': 'Search documents',
  'files.count': '{count} {count|document|documents}',
  'files.appendix.title': 'Attachments',
  'files.appendix.count': '{count} {count|file|files}',
}
