import { en } from './exhibition.pages.en'
import { registerPageStrings } from './index'

/**
 * Strings only the exhibition subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in exhibition.ts.
 */
export const zh = {
  'exhibition.hall': '展馆',
  'exhibition.dates': '展期',
  'exhibition.dateFormat': 'YYYY年M月D日',
  'exhibition.dateRange': '{start} 至 {end}',
  'exhibition.introduction': '展览介绍',
  'exhibition.areas': '展区分布',
  'exhibition.exhibitors': '参展企业 ({count})',
  'exhibition.exhibits': '展品 ({count})',
  'exhibition.exhibitCount': '{count} 件展品',
  'exhibition.zone': '展区',
  'exhibition.size': '展位面积',
  'exhibition.sizeValue': '{size} m²',
  'exhibition.exhibition': '展览',
  'exhibition.exhibitor': '参展企业',
  'exhibition.openEnterprise': '企业主页',
  'exhibition.boothIntro': '展位介绍',
  'exhibition.boothExhibits': '展出产品',
  'exhibition.noExhibits': '该展位暂无展品',
  'exhibition.exhibitSearch': '搜索展品或企业名称',
  'exhibition.exhibitTotal': '共 {count} 件展品',
  'exhibition.exhibitorSearch': '搜索企业名称或展位号',
  'exhibition.exhibitorTotal': '共 {count} 家参展企业',
  'exhibition.atBooth': '展位 {boothNo}',
  'exhibition.areaIntro': '展区介绍',
  'exhibition.areaBooths': '展区展位',
  'exhibition.noBooths': '该展区暂无展位',
  'exhibition.hall.areas': '展区导航',
  'exhibition.hall.enter': '进入展馆',
  'exhibition.hall.leaving': '展馆在独立的页面中打开，返回即可回到投洽会。',
  'exhibition.hall.live': '观看展会直播',
  'exhibition.hall.metaverseIntro': '元宇宙展馆：以虚拟形象漫步展区，与展商实时交流。',
  'exhibition.hall.notConfigured': '该展馆正在建设中，暂时无法进入。您可以先观看展会直播或浏览展区导航。',
  'exhibition.hall.pavilionIntro': '3D展馆：在线浏览各展区的三维展台与展品。',
  'exhibition.hall.pavilionTitle': '3D展馆',
} as const

registerPageStrings(zh, en)
