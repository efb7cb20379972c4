import Taro from '@tarojs/taro'
import { PointsAction } from '@/contract/points.codes'
import type { Translate } from '@/i18n'
import { navigate } from '@/routes/navigate'

/** Action types whose frequency counts once for ever (the server's period rule); the others count per fair day. */
const ONCE_ACTIONS: ReadonlySet<number> = new Set([PointsAction.realName, PointsAction.meetingSignUp])

export function isOnceAction(actionType: number): boolean {
  return ONCE_ACTIONS.has(actionType)
}

/** Where each task is done: a page to open, or a hint when any page will do (sharing). */
const TASK_ACTIONS: Record<number, (t: Translate) => Promise<unknown>> = {
  [PointsAction.dailySignIn]: () => navigate('home'),
  [PointsAction.browseNews]: () => navigate('zjdt'),
  [PointsAction.browseProject]: () => navigate('projectList'),
  [PointsAction.browseCloudSpace]: () => navigate('yunMeeting'),
  [PointsAction.dailyShare]: (t) => Taro.showToast({ title: t('points.shareHint'), icon: 'none', duration: 3000 }),
  [PointsAction.watchMeeting]: () => navigate('exhibitionLive'),
  [PointsAction.realName]: () => navigate('mypageRealname'),
  [PointsAction.meetingSignUp]: () => navigate('meetingSearch'),
}

/** The task's "go" action, or undefined for an action type the app has no place for (no button then). */
export function taskActionOf(actionType: number): ((t: Translate) => Promise<unknown>) | undefined {
  return TASK_ACTIONS[actionType]
}
