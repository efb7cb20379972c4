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
} as const

registerPageStrings(zh, en)
