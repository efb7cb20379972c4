import Taro from '@tarojs/taro'
import type { MessageKey, Translate } from '@/i18n'
import { isApiError } from '@/services/http/errors'

/** Shows a short message without an icon (or with a tick); never throws, since H5 rejects a toast another replaced. */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  void Taro.showToast({ title, icon }).catch(() => undefined)
}

/** Says that an action failed: in the server's own words when it gave some, else "operation failed". */
export function toastActionFailed(error: unknown, t: Translate): void {
  toast(isApiError(error) && error.msg ? error.msg : t('error.operationFailed'))
}

/** What to show for a failed call: the server's own message, else one for the kind of failure, else the fallback. */
export function failureMessage(
  error: unknown,
  fallback: MessageKey = 'error.unknown',
): { text: string } | { key: MessageKey } {
  if (isApiError(error)) {
    if (error.msg) return { text: error.msg }
    if (error.kind === 'timeout') return { key: 'error.timeout' }
    if (error.kind === 'network') return { key: 'error.network' }
  }
  return { key: fallback }
}

/** failureMessage in the user's language. */
export function failureText(error: unknown, t: Translate, fallback?: MessageKey): string {
  const message = failureMessage(error, fallback)
  return 'text' in message ? message.text : t(message.key)
}
