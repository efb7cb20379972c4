import type { zh } from './files.pages'

/** English strings of the files subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'files.category': 'Category',
  'files.size': 'Size',
  'files.type': 'Type',
  'files.published': 'Published',
  'files.open': 'Open file',
  'files.download': 'Download',
  'files.opening': 'Opening...',
  'files.openFailed': 'The file could not be opened. Please try again later.',
  'files.noFile': 'No file was given',
  'files.noAppendixes': 'No attachments',
  'files.appendixCount': '{count} {count|attachment|attachments}',
  'files.typePdf': 'PDF document',
  'files.typeImage': 'Image',
  'files.typeWord': 'Word document',
  'files.typeExcel': 'Excel spreadsheet',
  'files.typePpt': 'PowerPoint presentation',
  'files.typeOther': 'Other file',
  'files.unknownSize': 'Unknown',
  'files.recordsLoginHint': 'Log in to see the documents you have downloaded',
  'files.recordCount': '{count} {count|download|downloads}',
  'files.downloadedAt': 'Downloaded {time}',
  'files.delete': 'Delete',
  'files.deleteConfirm': 'Delete this download record?',
  'files.deleted': 'Deleted',
}
