import { zh as accountZh } from './areas/account'
import { zh as authZh } from './areas/auth'
import { zh as catalogueZh } from './areas/catalogue'
import { zh as cityZh } from './areas/city'
import { zh as collectiblesZh } from './areas/collectibles'
import { zh as enterpriseZh } from './areas/enterprise'
import { zh as exhibitionZh } from './areas/exhibition'
import { zh as fairZh } from './areas/fair'
import { zh as filesZh } from './areas/files'
import { zh as formZh } from './areas/form'
import { zh as mediaZh } from './areas/media'
import { zh as meetingZh } from './areas/meeting'
import { zh as mineZh } from './areas/mine'
import { zh as pcZh } from './areas/pc'
import { zh as pointsZh } from './areas/points'
import { zh as pointsRewardZh } from './areas/points-reward'
import { zh as searchZh } from './areas/search'
import { zh as settingsZh } from './areas/settings'

/** The source of truth for every user-facing string; en-us.ts must define each key. */
export const zhCN = {
  'app.name': '投洽会',
  'app.fairName': '中国国际投资贸易洽谈会',

  'tab.home': '首页',
  'tab.my': '我的',

  'route.home': '首页',
  'route.my': '我的',
  'route.login': '登录',
  'route.projectList': '投资项目',
  'route.projectDetail': '项目详情',
  'route.parkList': '园区载体',
  'route.parkDetail': '园区详情',
  'route.newsDetails': '资讯详情',
  'route.zjdt': '大会动态',
  'route.industryNews': '行业资讯',
  'route.microNews': '微资讯',
  'route.businessNews': '企业资讯',
  'route.noticeNews': '大会公告',
  'route.localCase': '地方案例',
  'route.publicNotice': '公示公告',

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

  'home.searchPlaceholder': '搜索项目、园区、企业、资讯',
  'home.latestProjects': '最新项目',
  'home.latestNews': '最新资讯',
  'home.hotSearches': '热门搜索',

  'project.searchPlaceholder': '搜索项目名称',
  'project.industry': '产业',
  'project.carrier': '载体',
  'project.investMode': '合作方式',
  'project.pushTime': '发布时间',
  'project.investAmount': '投资金额',
  'project.region': '所在地区',
  'project.contact': '联系人',
  'project.contactPhone': '联系电话',
  'project.introduction': '项目介绍',
  'project.images': '项目图片',
  'project.count': '共 {count} 个项目',

  'park.searchPlaceholder': '搜索园区名称',
  'park.parkType': '园区类型',
  'park.estateType': '物业类型',
  'park.region': '所在地区',
  'park.area': '占地面积',
  'park.areaValue': '{area} m²',
  'park.price': '价格',
  'park.introduction': '园区介绍',
  'park.images': '园区图片',
  'park.count': '共 {count} 个园区',
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

  'appendix.title': '附件',
  'appendix.count': '{count} 个文件',
  'my.downloads': '我的下载',

  'news.source': '来源：{source}',
  'news.searchPlaceholder': '搜索资讯标题',
  'news.count': '共 {count} 条资讯',

  'points.rulesFailed': '获取积分规则列表失败',
  'points.finishedFailed': '获取已完成事件列表失败',

  'my.notLoggedIn': '未登录',
  'my.loginHint': '登录后查看收藏、报名与积分',
  'my.login': '登录 / 注册',
  'my.collections': '收藏',
  'my.follows': '关注',
  'my.signUps': '报名',
  'my.points': '积分',
  'my.language': '语言',
  'my.logout': '退出登录',
  'my.logoutConfirm': '确定退出登录吗？',
  'my.loggedOut': '已退出登录',

  'language.zh-cn': '简体中文',
  'language.en-us': 'English',
  'language.switchTitle': '切换语言',

  'topBar.back': '返回',
  'topBar.share': '分享',

  'login.title': '验证码登录',
  'login.phone': '手机号',
  'login.email': '邮箱',
  'login.phonePlaceholder': '请输入手机号',
  'login.emailPlaceholder': '请输入邮箱',
  'login.code': '验证码',
  'login.codePlaceholder': '请输入验证码',
  'login.codeSent': '验证码已发送',
  'login.submit': '登录',
  'login.byPhone': '手机号登录',
  'login.byEmail': '邮箱登录',
  'login.invalidPhone': '请输入正确的手机号',
  'login.invalidEmail': '请输入正确的邮箱',
  'login.invalidCode': '请输入 6 位验证码',
  'login.success': '登录成功',
  'login.agreement': '登录即表示同意《用户协议》与《隐私政策》',
  ...catalogueZh,
  ...searchZh,
  ...mineZh,
  ...fairZh,
  ...enterpriseZh,
  ...exhibitionZh,
  ...mediaZh,
  ...cityZh,
  ...filesZh,
  ...pcZh,
  ...settingsZh,
  ...accountZh,
  ...authZh,
  ...pointsZh,
  ...pointsRewardZh,
  ...collectiblesZh,
  ...meetingZh,
  ...formZh,
} as const

export type MessageKey = keyof typeof zhCN
