import type { MeetingConflict } from '@/contract/meeting'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { sessionStore } from '@/platform/storage'
import { h5Url, openLink } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import type { RootStore } from '@/stores/root-store'
import { askForReminder } from './meeting-reminder'
import { offlineSignUps } from './offline-sign-ups'
import { keepReminder } from './reminders'
import { slotFullOf } from './use-meeting-sign-up'

/** What came of a sign-up made on a confirmation page, for the result page to show. */
export type SignUpOutcome =
  /** `reminder`: WeChat will remind the user of the meeting (the mini program's subscribe message). */
  | { kind: 'signedUp'; reminder?: boolean }
  /** No network: it waits on the device and is sent when the network returns. */
  | { kind: 'queued' }
  | { kind: 'refused'; msg: string; code: number; conflicts: MeetingConflict[] }

const session = sessionStore()
const outcomeKey = (meetingId: number) => `meeting-sign-up-outcome:${meetingId}`

export const rememberOutcome = (meetingId: number, outcome: SignUpOutcome): void =>
  session.set(outcomeKey(meetingId), outcome)

/** The outcome of this visit's last sign-up for the meeting; none after a reload in a new visit. */
export const recallOutcome = (meetingId: number): SignUpOutcome | undefined =>
  session.get<SignUpOutcome>(outcomeKey(meetingId))

/**
 * Signs up from a confirmation page (the sign-up sheet, the form) and opens the result page in its place: signed up
 * (with the points reward for a personal sign-up, and WeChat's reminder when the user accepted it), queued without a
 * network, or the server's refusal with the meetings in the way of a full slot. Failures that are not the server's
 * word (a lost session) are thrown. Call it from the confirming tap: the mini program asks about the reminder there.
 */
export async function signUpAndShowResult(stores: RootStore, meeting: { id: number; title: string }): Promise<void> {
  const reminder = askForReminder()
  let outcome: SignUpOutcome
  try {
    const sent = await offlineSignUps(stores).send({ kind: 'signUp', meetingId: meeting.id, title: meeting.title })
    outcome =
      sent === 'queued'
        ? { kind: 'queued' }
        : { kind: 'signedUp', reminder: await keepReminder(stores.api.meeting, meeting.id, reminder) }
    if (sent === 'sent') void rewardCompletedAction(stores, PointsAction.meetingSignUp)
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'server') throw error
    outcome = { kind: 'refused', msg: error.msg, code: error.code, conflicts: slotFullOf(error)?.conflicts ?? [] }
  }
  rememberOutcome(meeting.id, outcome)
  await openLink(h5Url({ route: 'meetingResultPage', query: { meetingId: meeting.id } }), { replace: true })
}
