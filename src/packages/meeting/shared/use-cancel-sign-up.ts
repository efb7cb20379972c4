import Taro from '@tarojs/taro'
import { toast, toastActionFailed } from '@/components/toast'
import { useT } from '@/stores/context'
import { useOfflineSignUps } from './offline-sign-ups'

/** How a cancellation went: sent, waiting for the network, refused or failed, or not confirmed by the user. */
export type CancelOutcome = 'sent' | 'queued' | 'failed' | 'kept'

/**
 * Cancels a meeting sign-up once the user confirms it, and says how it went; without a network the cancellation waits
 * on the device and is sent when the network returns.
 */
export function useCancelSignUp() {
  const t = useT()
  const queue = useOfflineSignUps()
  return async ({ meetingId, title }: { meetingId: number; title: string }): Promise<CancelOutcome> => {
    const { confirm } = await Taro.showModal({
      content: t('meeting.enroll.cancelConfirm', { title }),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return 'kept'
    try {
      const sent = await queue.send({ kind: 'cancel', meetingId, title })
      toast(t(sent === 'queued' ? 'meeting.queue.queuedCancel' : 'meeting.enroll.cancelled'))
      return sent
    } catch (error) {
      toastActionFailed(error, t)
      return 'failed'
    }
  }
}
