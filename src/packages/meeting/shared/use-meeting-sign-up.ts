import { useState } from 'react'
import { toastActionFailed } from '@/components/toast'
import type { MeetingConflict, MeetingSignUpRequest, SlotFullData } from '@/contract/meeting'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { askForReminder } from './meeting-reminder'
import { offerRealName } from './real-name'
import { keepReminder } from './reminders'
import { signUpsChanged } from './sign-ups-changed'

/** A full time slot's refusal: the server's notice and the user's sign-ups in the way. */
export interface SlotFull {
  msg: string
  conflicts: MeetingConflict[]
}

/** The refusal of a full time slot with the sign-ups in the way, when that is what the error is. */
export function slotFullOf(error: unknown): SlotFull | null {
  if (!isApiError(error)) return null
  const conflicts = (error.data as SlotFullData | null)?.conflicts
  return conflicts?.length ? { msg: error.msg, conflicts } : null
}

type SignUpOptions = Omit<MeetingSignUpRequest, 'meetingId'>

/**
 * Signing up for one meeting: busy while it is sent; a full time slot's refusal is kept with the meetings in the way
 * (the seed's notice says to cancel one: `swap` gives one up for this meeting in one step the server keeps or undoes);
 * an unverified user is offered real-name verification; any other refusal is toasted. Both are called from a tap,
 * where the mini program asks whether WeChat may remind the user of the meeting. `onSignedUp` runs after each
 * success, told whether WeChat will remind them.
 */
export function useMeetingSignUp(meetingId: number, onSignedUp: (reminder: boolean) => void, base: SignUpOptions = {}) {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const [busy, setBusy] = useState(false)
  const [slotFull, setSlotFull] = useState<SlotFull | null>(null)

  const attempt = async (options: SignUpOptions) => {
    // WeChat shows its question only from a tap: asked before anything is awaited.
    const reminder = askForReminder()
    setBusy(true)
    setSlotFull(null)
    try {
      const sent = { ...base, ...options }
      await (Object.keys(sent).length
        ? api.meeting.meetingSignUp(meetingId, sent)
        : api.meeting.meetingSignUp(meetingId))
      signUpsChanged(stores)
      onSignedUp(await keepReminder(api.meeting, meetingId, reminder))
    } catch (error) {
      const found = slotFullOf(error)
      if (found) setSlotFull(found)
      else if (!offerRealName(error, t)) toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  return {
    busy,
    slotFull,
    signUp: () => attempt({}),
    swap: (conflict: MeetingConflict) => attempt({ replacing: conflict.id }),
    /** Shows a full slot's refusal another call received. */
    showSlotFull: setSlotFull,
    dismiss: () => setSlotFull(null),
  }
}
