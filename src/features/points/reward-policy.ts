import type { FinishedEvent, PointsRule } from '@/contract/points'
import { PointsAction } from '@/contract/points.codes'
import type { PromptKind } from '@/stores/points-prompt-queue'

const MODAL_ACTIONS: ReadonlySet<number> = new Set([
  PointsAction.browseCloudSpace,
  PointsAction.watchMeeting,
  PointsAction.realName,
  PointsAction.meetingSignUp,
])

/** Seconds of browsing or watching before the claim: 3, 30 for watching a meeting, none for completed actions. */
export function countdownSeconds(actionType: number): number {
  if (actionType === PointsAction.watchMeeting) return 30
  if (
    actionType === PointsAction.dailySignIn ||
    actionType === PointsAction.realName ||
    actionType === PointsAction.meetingSignUp
  )
    return 0
  return 3
}

/** 34, 36, 37, 38 earn a modal; 32, 33, 35 a 5-second toast, and so does the daily sign-in, which the seed leaves open. */
export function promptKind(actionType: number): PromptKind {
  return MODAL_ACTIONS.has(actionType) ? 'modal' : 'toast'
}

/** The action still has claims left in its period: an active rule whose frequency is above the finished total. */
export function hasClaimsLeft(
  actionType: number,
  rules: readonly PointsRule[],
  finished: readonly FinishedEvent[],
): boolean {
  const rule = rules.find((r) => r.actionType === actionType)
  if (!rule) return false
  const done = finished.find((e) => e.type === actionType)?.total ?? 0
  return rule.frequency > done
}
