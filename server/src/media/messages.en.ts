import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts. */
export const en: EnglishOf<typeof zh> = {
  'media.videoNotFound': 'This video does not exist or was taken down',
}
