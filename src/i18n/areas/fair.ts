/** Strings of the fair area; the source of truth for `fair.en.ts`. */
export const zh = {
  'route.notFound': '页面不存在',
  'notFound.title': '页面不存在',
  'notFound.text': '您打开的地址 {path} 不存在或已下线',
  'notFound.home': '返回首页',
  'route.allServices': '全部服务',
  'services.entry': '全部服务',
  'services.group.fair': '大会服务',
  'services.group.content': '项目与园区',
  'services.group.news': '资讯',
  'services.group.enterprise': '企业与展商',
  'services.group.media': '视频与嘉宾',
  'services.group.city': '城市与服务',
  'services.group.network': '对接与资料',
  'services.searchAll': '全站搜索',
  'services.pcZone': '城市专区（宽屏）',
} as const
