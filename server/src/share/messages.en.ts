import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'share.notConfigured': 'WeChat share signing is not set up on this server; share from the page menu instead',
  'share.qrCodeNotConfigured':
    'Mini program codes are not set up on this server; search for the CIFIT mini program in WeChat',
  'share.qrCodeFailed': 'The mini program code could not be made; please try again later',
}
