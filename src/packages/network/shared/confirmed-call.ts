import Taro from '@tarojs/taro'
import { toast, toastActionFailed } from '@/components/toast'
import type { Translate } from '@/i18n'

/** Asks `question` first; once confirmed makes the call, toasts `done` and runs `after`; a failure is toasted. */
export async function callOnceConfirmed(
  t: Translate,
  question: string,
  call: () => Promise<unknown>,
  done: string,
  after?: () => unknown,
): Promise<void> {
  const { confirm } = await Taro.showModal({
    content: question,
    cancelText: t('common.cancel'),
    confirmText: t('common.confirm'),
  })
  if (!confirm) return
  try {
    await call()
    toast(done)
    await after?.()
  } catch (error) {
    toastActionFailed(error, t)
  }
}
