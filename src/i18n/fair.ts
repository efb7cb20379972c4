/** Strings of the fair domain, each key prefixed `fair.`; the source of truth for `fair.en.ts`. */
export const zh = {
  'fair.route.notFound': '页面不存在',
  'fair.route.allServices': '全部服务',
  'fair.services.entry': '全部服务',
  'fair.route.aboutCifit': '关于投洽会',
  'fair.route.home': '首页',
  'fair.home.searchPlaceholder': '搜索项目、园区、企业、资讯',
  'fair.home.banners': '焦点图',
  'fair.home.latestProjects': '最新项目',
  'fair.home.latestNews': '最新资讯',
  'fair.home.hotSearches': '热门搜索',
} as const
