import type { zh } from './form'

/** English strings of the form template; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'form.sendCode': 'Get code',
  'form.resendIn': 'Resend in {count}s',
}
