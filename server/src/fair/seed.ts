import type { commonModules, fairConfig } from './schema'
import { imageUrl } from '../platform/images'
import { bilingualColumns, t, type Text } from '../platform/text'

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
