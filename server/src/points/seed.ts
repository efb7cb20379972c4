import type { pointsLevels, pointsMemberBenefits, pointsRules } from './schema'
import { bilingualColumns, t, type Text } from '../platform/text'

/** Five member levels; level 1 starts at 0 so every user holds one. */
export function buildPointsLevels(): (typeof pointsLevels.$inferInsert)[] {
  const levels: [Text, number][] = [
    [t('普通会员', 'Member'), 0],
    [t('铜牌会员', 'Bronze member'), 100],
    [t('银牌会员', 'Silver member'), 500],
    [t('金牌会员', 'Gold member'), 1500],
    [t('钻石会员', 'Diamond member'), 5000],
  ]
  return levels.map(([name, minPoints], i) => ({ level: i + 1, nameZh: name.zh, nameEn: name.en, minPoints }))
}

/** The benefits /my-points lists for members. */
export function buildPointsMemberBenefits(): (typeof pointsMemberBenefits.$inferInsert)[] {
  const benefits: Text[] = [
    t('积分可在积分商城兑换投洽会纪念品', 'Redeem points for CIFIT souvenirs in the points store'),
    t('银牌及以上会员优先预约重点项目洽谈', 'Silver members and above book key project talks first'),
    t('金牌及以上会员可领取展会快速入场通道资格', 'Gold members and above get the fast-track entrance to the fair'),
    t(
      '钻石会员受邀参加年度投资促进闭门交流会',
      'Diamond members are invited to the annual closed-door investment promotion meeting',
    ),
  ]
  return benefits.map((text, i) => ({ id: i + 1, sort: i + 1, textZh: text.zh, textEn: text.en }))
}

/** Rules for action types 31–38 (seed 000 section 9); all active. */
export function buildPointsRules(): (typeof pointsRules.$inferInsert)[] {
  const rules: [number, Text, number, number][] = [
    [31, t('每日签到', 'Daily sign-in'), 1, 5],
    [32, t('浏览资讯', 'Read news'), 5, 2],
    [33, t('浏览项目', 'Browse projects'), 5, 2],
    [34, t('浏览投资云空间', 'Visit the investment cloud space'), 3, 3],
    [35, t('每日分享', 'Daily share'), 3, 5],
    [36, t('观看会议直播或回放', 'Watch a meeting live or on replay'), 2, 10],
    [37, t('完成实名认证', 'Complete real-name verification'), 1, 50],
    [38, t('报名参加会议', 'Sign up for a meeting'), 1, 20],
  ]
  return rules.map(([actionType, name, frequency, point]) => ({
    actionType,
    ...bilingualColumns({ name }),
    frequency,
    point,
    status: 0,
  }))
}
