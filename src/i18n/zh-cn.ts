import { zh as accountZh } from './account'
import { zh as cityZh } from './city'
import { zh as collectibleZh } from './collectible'
import { zh as contentZh } from './content'
import { zh as enterpriseZh } from './enterprise'
import { zh as exhibitionZh } from './exhibition'
import { zh as fairZh } from './fair'
import { zh as filesZh } from './files'
import { zh as mediaZh } from './media'
import { zh as meetingZh } from './meeting'
import { zh as networkZh } from './network'
import { zh as pointsZh } from './points'
import { zh as searchZh } from './search'

/** The source of truth for every user-facing string: the app-wide strings here, each domain's in its own file. */
export const zhCN = {
  'form.sendCode': '获取验证码',
  'form.resendIn': '{count}秒后重发',
  'tab.search': '搜索',
  'app.name': '投洽会',
  'app.fairName': '中国国际投资贸易洽谈会',
  'tab.home': '首页',
  'tab.my': '我的',
  'common.loading': '加载中...',
  'common.loadingMore': '加载更多...',
  'common.noMore': '没有更多了',
  'common.empty': '暂无内容',
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
  ...searchZh,
} as const

export type MessageKey = keyof typeof zhCN
