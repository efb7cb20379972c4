import { en } from './content.pages.en'
import { registerPageStrings } from './index'

/**
 * Strings only the content subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in content.ts.
 */
export const zh = {
  'content.route.majorProjectList': '重大项目',
  'content.majorCount': '共 {count} 个重大项目',
  'content.roadshowSearchPlaceholder': '搜索路演项目',
  'content.roadshowCount': '共 {count} 场路演',
  'content.watchRoadshow': '观看路演',
  'content.viewProject': '查看项目',
  'content.parkTypes': '园区类型',
  'content.estateTypes': '物业类型',
  'content.hotParks': '热门园区',
  'content.allParks': '全部园区',
  'content.policySearchPlaceholder': '搜索政策标题、发布机构',
  'content.policyCount': '共 {count} 条政策',
  'content.policyContent': '政策原文',
  'content.policyAttachments': '附图',
  'content.project.searchPlaceholder': '搜索项目名称',
  'content.project.introduction': '项目介绍',
  'content.project.images': '项目图片',
  'content.project.count': '共 {count} 个项目',
  'content.park.searchPlaceholder': '搜索园区名称',
  'content.park.introduction': '园区介绍',
  'content.park.images': '园区图片',
  'content.park.count': '共 {count} 个园区',
  'content.news.searchPlaceholder': '搜索资讯标题',
  'content.news.count': '共 {count} 条资讯',
} as const

registerPageStrings(zh, en)
