import { registerPageStrings } from './index'
import { en } from './points.pages.en'

/**
 * Strings only the points subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in points.ts.
 */
export const zh = {
  'points.loginHint': '登录后查看积分、等级与任务',
  'points.detailsLoginHint': '登录后查看积分明细',
  'points.balance': '当前积分',
  'points.level': '当前等级：{name}',
  'points.noLevel': '暂无等级',
  'points.toNextLevel': '再获得 {count} 积分升级为{name}',
  'points.topLevel': '已达最高等级',
  'points.benefits': '会员权益',
  'points.tasks': '积分任务',
  'points.tasksEmpty': '暂无可完成的积分任务',
  'points.taskPoints': '+{point} 积分',
  'points.period.daily': '每日',
  'points.period.once': '仅一次',
  'points.progress': '{finished}/{frequency}',
  'points.go': '去完成',
  'points.done': '已完成',
  'points.shareHint': '分享任意资讯、项目或会议页面给好友即可获得积分',
  'points.rulesLink': '积分规则',
  'points.detailsLink': '积分明细',
  'points.rulesIntro':
    '完成下列任务即可获得积分。每日任务按投洽会所在时区（北京时间）每天零点重新计数，一次性任务完成后不再计分。',
  'points.rulesLanguage': '积分奖励仅在中文模式下发放，切换为英文浏览时不获得积分。',
  'points.rulesBalance': '积分余额为全部积分明细之和，可在“积分明细”中逐条查看。',
  'points.ruleFrequency.daily': '每日最多 {frequency} 次',
  'points.ruleFrequency.once': '仅限一次',
  'points.detailsCount': '共 {count} 条积分记录',
  'points.detailsEmpty': '暂无积分记录',
} as const

registerPageStrings(zh, en)
