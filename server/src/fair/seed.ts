import type { commonModules, fairConfig } from './schema'
import { imageUrl } from '../platform/images'
import { bilingualColumns, t, type Text } from '../platform/text'
import type { pointsRules } from '../points/schema'
import type { searchRanks } from '../search/schema'

const FAIR = {
  nameZh: '中国国际投资贸易洽谈会',
  nameEn: 'China International Fair for Investment and Trade',
  edition: 25,
  startDate: '2026-09-08',
  endDate: '2026-09-11',
  servicePhone: '0592-5959800',
} as const

export function buildFairConfig(): typeof fairConfig.$inferInsert {
  return {
    id: 1,
    fairNameZh: FAIR.nameZh,
    fairNameEn: FAIR.nameEn,
    edition: FAIR.edition,
    startDate: FAIR.startDate,
    endDate: FAIR.endDate,
    servicePhone: FAIR.servicePhone,
    pointsMallSwitch: true,
  }
}

/** Links are H5 routes of the seed route table, with their query. */
const BANNERS: [Text, string][] = [
  [t('第二十五届投洽会 9月8日—11日 厦门见', 'The 25th CIFIT, Xiamen, 8–11 September'), '/zjdt'],
  [
    t('重点推荐：厦门半导体封装测试基地项目', 'Featured: Xiamen semiconductor packaging and testing project'),
    '/projectDetail?id=1&type=1',
  ],
  [t('投洽会首设全球投资促进机构专区', 'First zone for global investment promotion agencies'), '/newsDetails?id=3'],
  [t('开幕式暨国际投资论坛 报名开启', 'Register for the opening ceremony and forum'), '/meeting-details?meetingId=1'],
  [t('优质园区 拎包入驻', 'Move-in-ready parks'), '/parkList'],
]

const ENTRIES: [Text, string][] = [
  [t('投资项目', 'Projects'), '/projectList'],
  [t('园区载体', 'Parks'), '/park'],
  [t('政策服务', 'Policies'), '/policy'],
  [t('参展企业', 'Exhibitors'), '/enterprise'],
  [t('展区导航', 'Exhibition halls'), '/exhibition-area-nav'],
  [t('展会直播', 'Live'), '/exhibition-live'],
  [t('精彩视频', 'Videos'), '/videoList'],
  [t('热门城市', 'Hot cities'), '/hot-city-index'],
  [t('资料中心', 'Documents'), '/files-center'],
  [t('大会动态', 'Fair news'), '/zjdt'],
]

export function buildCommonModules(): (typeof commonModules.$inferInsert)[] {
  const modules = (type: 'banner' | 'entry', list: [Text, string][]) =>
    list.map(([title, link], i) => ({ type, title, link, image: imageUrl(type, i + 1), sort: i + 1 }))
  return [...modules('banner', BANNERS), ...modules('entry', ENTRIES)].map(({ title, ...rest }, i) => ({
    id: i + 1,
    ...bilingualColumns({ title }),
    ...rest,
  }))
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
    [38, t('个人参会报名', 'Sign up for a meeting'), 1, 20],
  ]
  return rules.map(([actionType, name, frequency, point]) => ({
    actionType,
    ...bilingualColumns({ name }),
    frequency,
    point,
    status: 0,
  }))
}

export function buildSearchRanks(): (typeof searchRanks.$inferInsert)[] {
  const keywords: Text[] = [
    t('新能源', 'new energy'),
    t('生物医药', 'biomedicine'),
    t('厦门', 'Xiamen'),
    t('数字经济', 'digital economy'),
    t('产业园', 'industrial park'),
    t('半导体', 'semiconductor'),
    t('跨境电商', 'cross-border e-commerce'),
    t('合资', 'joint venture'),
    t('智能制造', 'smart manufacturing'),
    t('绿色低碳', 'green and low-carbon'),
  ]
  return keywords.map((k, i) => ({ id: i + 1, keywordZh: k.zh, keywordEn: k.en, count: 9800 - i * 730 }))
}
