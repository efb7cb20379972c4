import { zh as accountZh } from './account'
import type { zh as accountPagesZh } from './account.pages'
import { zh as cityZh } from './city'
import type { zh as cityPagesZh } from './city.pages'
import { zh as collectibleZh } from './collectible'
import type { zh as collectiblePagesZh } from './collectible.pages'
import { zh as contentZh } from './content'
import type { zh as contentPagesZh } from './content.pages'
import { zh as enterpriseZh } from './enterprise'
import type { zh as enterprisePagesZh } from './enterprise.pages'
import { zh as exhibitionZh } from './exhibition'
import type { zh as exhibitionPagesZh } from './exhibition.pages'
import { zh as fairZh } from './fair'
import type { zh as fairPagesZh } from './fair.pages'
import { zh as filesZh } from './files'
import type { zh as filesPagesZh } from './files.pages'
import { zh as mediaZh } from './media'
import type { zh as mediaPagesZh } from './media.pages'
import { zh as meetingZh } from './meeting'
import type { zh as meetingPagesZh } from './meeting.pages'
import { zh as networkZh } from './network'
import type { zh as networkPagesZh } from './network.pages'
import { zh as pointsZh } from './points'
import type { zh as pointsPagesZh } from './points.pages'
import { zh as registrationZh } from './registration'
import type { zh as registrationPagesZh } from './registration.pages'
import { zh as searchZh } from './search'

/**
 * The main dictionary, source of truth for the strings any page may show: the app-wide ones here, each domain's in
 * <domain>.ts. Strings only one subpackage's pages show are in <domain>.pages.ts and load with the subpackage.
 */
export const zhCN = {
  'form.sendCode': '获取验证码',
  'form.resendIn': '{count}秒后重发',
  'form.choose': '请选择',
  'form.typeHere': '请输入',
  'form.group.remove': '删除',
  'form.upload.oneKind': '只能上传图片或视频，且只能上传一种格式',
  'form.upload.tooLarge': '文件大小不能超过{size}',
  'form.upload.failed': '上传失败',
  'tab.search': '搜索',
  'app.name': '投洽会',
  'app.fairName': '中国国际投资贸易洽谈会',
  'tab.home': '首页',
  'tab.my': '我的',
  'common.loading': '加载中...',
  // Between the items of a list written on one line.
  'common.listSeparator': '、',
  'common.loadingMore': '加载更多...',
  'common.noMore': '没有更多了',
  'common.empty': '暂无内容',
  'common.offlineCopy': '当前离线，显示的是 {time} 保存的内容，可能不是最新',
  'common.offlineCopyUndated': '当前离线，显示的是之前保存的内容，可能不是最新',
  'common.offlineMissing': '当前离线，这个页面还没有保存在手机上，联网后再打开',
  'common.retry': '重试',
  'common.more': '更多',
  'common.all': '全部',
  'common.cancel': '取消',
  'common.confirm': '确定',
  'common.search': '搜索',
  'common.slideOf': '第 {index} 张，共 {count} 张',
  'common.views': '{count} 次浏览',
  'error.unknown': '未知错误',
  'error.network': '网络错误，请重试',
  'error.timeout': '请求超时，请重试',
  'error.operationFailed': '操作失败',
  'error.submitFailed': '提交失败',
  'error.sendFailed': '发送失败，请重试',
  'error.notFound': '内容不存在或已下线',
  'error.loadFailed': '加载失败',
  'time.justNow': '刚刚',
  'time.hoursAgo': '{count}小时前',
  'time.daysAgo': '{count}天前',
  'unit.tenThousand': '万',
  'unit.hundredMillion': '亿',
  'unit.yuan': '元',
  'unit.yuanPerDay': '元/天',
  'unit.yuanPerTon': '元/吨',
  'unit.yuanPerKwh': '元/度',
  'unit.tenThousandYuanPerMu': '万元/亩',
  'collect.add': '收藏',
  'collect.added': '已收藏',
  'collect.addedToast': '收藏成功',
  'collect.removedToast': '已取消收藏',
  'collect.loginFirst': '登录后可收藏',
  'like.add': '点赞 {count}',
  'like.liked': '已赞 {count}',
  'like.loginFirst': '登录后可点赞',
  'language.zh-cn': '简体中文',
  'language.en-us': 'English',
  'language.switchTitle': '切换语言',
  'topBar.back': '返回',
  'topBar.share': '分享',
  ...accountZh,
  ...cityZh,
  ...collectibleZh,
  ...contentZh,
  ...enterpriseZh,
  ...exhibitionZh,
  ...fairZh,
  ...filesZh,
  ...mediaZh,
  ...meetingZh,
  ...networkZh,
  ...pointsZh,
  ...registrationZh,
  ...searchZh,
} as const

/** The keys of the main dictionary, which every page can read. */
export type MainMessageKey = keyof typeof zhCN

/** Every string in Chinese: the main dictionary and the strings each subpackage's pages bring with them. */
export type Messages = typeof zhCN &
  typeof accountPagesZh &
  typeof cityPagesZh &
  typeof collectiblePagesZh &
  typeof contentPagesZh &
  typeof enterprisePagesZh &
  typeof exhibitionPagesZh &
  typeof fairPagesZh &
  typeof filesPagesZh &
  typeof mediaPagesZh &
  typeof meetingPagesZh &
  typeof networkPagesZh &
  typeof pointsPagesZh &
  typeof registrationPagesZh

export type MessageKey = keyof Messages
