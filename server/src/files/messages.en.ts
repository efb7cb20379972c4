import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts. */
export const en: EnglishOf<typeof zh> = {
  'files.deleted': 'This file has been deleted',
}
