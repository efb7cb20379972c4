import Taro from '@tarojs/taro'
import { toast } from '@/components/toast'
import { MeetingSignUpCode } from '@/contract/meeting.codes'
import type { Translate } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'

/** The server refused a sign-up because the user has no verified real name (seed 001 section 5). */
export const needsRealName = (error: unknown): boolean =>
  isApiError(error) && error.code === MeetingSignUpCode.realNameRequired

/**
 * Says why in the server's words and offers real-name verification; the page asking stays below it, so coming back
 * returns there. True when the error was that refusal.
 */
export function offerRealName(error: unknown, t: Translate): boolean {
  if (!isApiError(error) || !needsRealName(error)) return false
  void Taro.showModal({
    content: error.msg,
    cancelText: t('common.cancel'),
    confirmText: t('meeting.realName.go'),
  })
    .then(({ confirm }) => {
      if (confirm) void navigate('mypageRealname')
    })
    // A dialog the host refuses still leaves the user the words.
    .catch(() => toast(error.msg))
  return true
}
