import { failureMessage } from '@/components/toast'
import type { Translate } from '@/i18n'

/** What a settings form shows for a failed call: the server's message, else a generic one in the user's language. */
export function failureText(error: unknown, t: Translate): string {
  const message = failureMessage(error)
  return 'text' in message ? message.text : t(message.key)
}
