import type { DomainMessages } from '../platform/messages'

/** Why a points claim is refused. */
export const POINTS_MESSAGES = {
  'points.ruleUnavailable': {
    zh: '该积分任务不存在或已停用',
    en: 'This points task does not exist or is no longer active',
  },
  'points.limitReached': { zh: '该积分任务本期次数已用完', en: 'You have used up this points task for now' },
  'points.realNameRequired': {
    zh: '完成实名认证后才能领取该积分',
    en: 'Complete real-name verification to receive these points',
  },
  'points.actionNotSeen': {
    zh: '未检测到对应的浏览、观看或分享，暂不能领取该积分',
    en: 'No matching view, watch or share was recorded, so these points cannot be claimed yet',
  },
  'points.keyReused': {
    zh: '该请求标识已用于其他积分任务',
    en: 'This request key was already used for another points task',
  },
  'points.signUpRequired': { zh: '报名会议后才能领取该积分', en: 'Sign up for a meeting to receive these points' },
} as const satisfies DomainMessages<'points'>
