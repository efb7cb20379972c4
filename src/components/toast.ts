import Taro from '@tarojs/taro'
import type { MessageKey, Translate } from '@/i18n'
import { isApiError } from '@/services/http/errors'

/** Shows a short message without an icon (or with a tick); never throws, since H5 rejects a toast another replaced. */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  void Taro.showToast({ title, icon }).catch(() => undefined)
}

/** A refusal the user can do something about: the server's code for it, the button's words and where it leads. */
export interface WayForward {
  code: number
  label: MessageKey
  go: () => unknown
}

/** Says a failure's `text` in a toast, or, for a refusal one of `ways` answers, in a dialog whose button takes it. */
export function sayFailure(text: string, error: unknown, t: Translate, ways: readonly WayForward[] = []): void {
  const way = isApiError(error) ? ways.find((candidate) => candidate.code === error.code) : undefined
  if (!way) return toast(text)
  void Taro.showModal({ content: text, cancelText: t('common.cancel'), confirmText: t(way.label) })
    .then(({ confirm }) => confirm && way.go())
    // A dialog the host refuses still leaves the user the words.
    .catch(() => toast(text))
}

/**
 * Says that an action failed: in the server's own words when it gave some, else what kind of failure it was (no
 * network, no answer in time), else `fallback` ("operation failed"); a refusal one of `ways` answers offers that way
 * (sayFailure).
 */
export function toastActionFailed(
  error: unknown,
  t: Translate,
  ways?: readonly WayForward[],
  fallback: MessageKey = 'error.operationFailed',
): void {
  sayFailure(failureText(error, t, fallback), error, t, ways)
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
